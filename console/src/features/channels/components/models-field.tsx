import { Badge, Button, CloseButton, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { FormField } from '../../../components/form-field';
import { graphql } from '../../../gql';
import { notifyError, notifySuccess } from '../../../lib/toaster';
import { addCustomModels, mergeModels } from '../channel-form';

const Catalogue = graphql(`
  query ModelsField_Catalogue {
    modelsByChannelType {
      type
      models
    }
    knownModels {
      id
    }
  }
`);

const FetchUpstream = graphql(`
  query ModelsField_FetchUpstream($type: Int!, $key: String!, $baseUrl: String) {
    fetchUpstreamModels(type: $type, key: $key, baseUrl: $baseUrl)
  }
`);

const FetchStored = graphql(`
  query ModelsField_FetchStored($id: Int!) {
    fetchChannelModels(id: $id)
  }
`);

interface Props {
  readonly models: readonly string[];
  readonly onChange: (models: string[]) => void;
  /** What fetching from the upstream needs: the type, the key typed, the base URL, and in edit mode the channel (whose stored key is used when none is typed). */
  readonly upstream: { type: number; key: string; baseUrl: string; channelId: number | null };
  readonly error?: string | undefined;
}

/** The channel's models (spec 02 §2, §5): chosen ones as tags, filled from the catalogue or fetched from the upstream, and custom names. */
export function ModelsField({ models, onChange, upstream, error }: Props) {
  const { t } = useTranslation('channels');
  const client = useClient();
  const [catalogue] = useQuery({ query: Catalogue });
  const [custom, setCustom] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [fetching, setFetching] = useState(false);
  const related = catalogue.data?.modelsByChannelType.find((entry) => entry.type === upstream.type)?.models ?? [];
  const known = catalogue.data?.knownModels.map((model) => model.id) ?? [];

  const fetchModels = async () => {
    setFieldError(undefined);
    const typedKey = upstream.key.trim();
    if (upstream.channelId === null && typedKey === '') {
      setFieldError(t('errors.fetchNeedsKey'));
      return;
    }
    setFetching(true);
    const result =
      typedKey === '' && upstream.channelId !== null
        ? await client.query(FetchStored, { id: upstream.channelId }, { quiet: true, requestPolicy: 'network-only' }).toPromise()
        : await client
            .query(
              FetchUpstream,
              { type: upstream.type, key: typedKey.split('\n')[0]!.trim(), baseUrl: upstream.baseUrl.trim() || null },
              { quiet: true, requestPolicy: 'network-only' },
            )
            .toPromise();
    setFetching(false);
    const data = result.data;
    const fetched = data && ('fetchChannelModels' in data ? data.fetchChannelModels : data.fetchUpstreamModels);
    if (!fetched) {
      notifyError(`${t('messages.modelListFailed')}${result.error?.graphQLErrors[0] ? `: ${result.error.graphQLErrors[0].message}` : ''}`);
      return;
    }
    onChange(mergeModels(models, fetched));
    notifySuccess(t('messages.modelListFetched'));
  };
  const addCustom = () => {
    const added = addCustomModels(models, custom);
    if ('error' in added) {
      setFieldError(t(`errors.${added.error}`));
      return;
    }
    setFieldError(undefined);
    setCustom('');
    onChange(added.models);
  };

  return (
    <FormField label={t('fields.models')} error={fieldError ?? error} required>
      <Stack gap="2" w="full">
        <Wrap gap="1.5" data-testid="chosen-models" minH="8" p="2" borderWidth="1px" borderRadius="md">
          {models.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              {t('fields.modelsEmpty')}
            </Text>
          )}
          {models.map((model) => (
            <Badge key={model} variant="subtle" colorPalette="teal" pe="0" data-testid="chosen-model">
              {model}
              <CloseButton size="2xs" aria-label={t('fields.removeModel', { model })} onClick={() => onChange(models.filter((m) => m !== model))} />
            </Badge>
          ))}
        </Wrap>
        <HStack gap="2" wrap="wrap">
          <Button size="xs" variant="outline" onClick={() => onChange(mergeModels(models, related))} disabled={related.length === 0}>
            {t('fields.fillRelated')}
          </Button>
          <Button size="xs" variant="outline" onClick={() => onChange(mergeModels(models, known))} disabled={known.length === 0}>
            {t('fields.fillAll')}
          </Button>
          <Button size="xs" variant="outline" colorPalette="teal" loading={fetching} onClick={() => void fetchModels()} data-testid="fetch-models">
            {t('fields.fetchModels')}
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onChange([])}>
            {t('fields.clearModels')}
          </Button>
        </HStack>
        <HStack gap="2">
          <Input
            size="sm"
            name="customModels"
            list="channel-known-models"
            aria-label={t('fields.customModel')}
            placeholder={t('fields.customPlaceholder')}
            value={custom}
            onChange={(event) => setCustom(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addCustom();
              }
            }}
          />
          <datalist id="channel-known-models">
            {known.map((model) => (
              <option key={model} value={model} />
            ))}
          </datalist>
          <Button size="sm" variant="outline" onClick={addCustom} data-testid="add-custom-models">
            {t('fields.addCustom')}
          </Button>
        </HStack>
      </Stack>
    </FormField>
  );
}
