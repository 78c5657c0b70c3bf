import { Button, CloseButton, Drawer, Portal, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { graphql } from '../../../gql';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { notifyError, notifySuccess } from '../../../lib/toaster';
import {
  baseUrlNeedsConfirmation,
  channelFormOf,
  checkChannelForm,
  cleanBaseUrl,
  NEW_CHANNEL,
  type ChannelFormError,
  type ChannelFormValues,
} from '../channel-form';
import { ChannelFormFields, type FieldErrors } from './channel-form-fields';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** The screen shows this query's failure itself (a stable object: urql runs a query again when its context changes). */
const QUIET = { quiet: true };

const Choices = graphql(`
  query ChannelDrawer_Choices {
    channelTypes {
      id
      name
      defaultBaseUrl
      relayed
    }
    groups
  }
`);

const Stored = graphql(`
  query ChannelDrawer_Channel($id: Int!) {
    channel(id: $id) {
      id
      type
      name
      baseUrl
      other
      openaiOrganization
      models
      group
      modelMapping
      statusCodeMapping
      testModel
      autoBan
      priority
      weight
      tag
      maxInputTokens
      setting
      paramOverride
    }
  }
`);

const Create = graphql(`
  mutation ChannelDrawer_Create($input: ChannelInput!, $batch: Boolean) {
    createChannels(input: $input, batch: $batch) {
      id
    }
  }
`);

const Update = graphql(`
  mutation ChannelDrawer_Update($id: Int!, $input: ChannelInput!) {
    updateChannel(id: $id, input: $input) {
      id
    }
  }
`);

interface Props {
  /** 'create', an id to edit, or null when closed. */
  readonly target: 'create' | number | null;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

const FIELD_OF: Record<ChannelFormError, keyof FieldErrors> = { nameAndKey: 'name', noModels: 'models', modelMappingJson: 'modelMapping' };

/** Spec 02 §2's create/edit drawer: 600 px wide, full width on a phone. */
export function ChannelDrawer({ target, onClose, onSaved }: Props) {
  const { t } = useTranslation('channels');
  const isMobile = useIsMobile();
  const client = useClient();
  const mode = target === 'create' ? 'create' : 'edit';
  const id = typeof target === 'number' ? target : null;
  const [choices] = useQuery({ query: Choices, pause: target === null });
  const [stored] = useQuery({ query: Stored, variables: { id: id ?? 0 }, pause: id === null, requestPolicy: 'network-only', context: QUIET });
  const [values, setValues] = useState<ChannelFormValues>(NEW_CHANNEL);
  const [accepted, setAccepted] = useState('');
  const [confirmingUrl, setConfirmingUrl] = useState<'blur' | 'submit' | null>(null);
  const [error, setError] = useState<{ field: keyof FieldErrors; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const loaded = stored.data?.channel;

  // The form starts once per opening: a later answer to the same query (the cache refreshed) does not undo the admin's edits.
  const startedFor = useRef<'create' | number | null>(null);
  useEffect(() => {
    if (target === null) startedFor.current = null;
    // An edit starts from a fresh read, not from what an earlier opening left in the cache.
    const start = target === 'create' ? NEW_CHANNEL : loaded && loaded.id === target && !stored.fetching ? channelFormOf(loaded) : null;
    if (!start || startedFor.current === target) return;
    startedFor.current = target;
    setValues(start);
    setAccepted(start.baseUrl);
    setError(null);
  }, [target, loaded, stored.fetching]);
  // Once per opening: the drawer closes on it, and the error stays in the query's result meanwhile.
  const reported = useRef<number | null>(null);
  useEffect(() => {
    if (id === null) reported.current = null;
    else if (stored.error && reported.current !== id) {
      reported.current = id;
      notifyError(t('messages.notFound'));
      onClose();
    }
  }, [id, stored.error, onClose, t]);

  const send = async (form: ChannelFormValues) => {
    const checked = checkChannelForm(form, mode);
    if ('error' in checked) {
      setError({ field: FIELD_OF[checked.error], message: t(`errors.${checked.error}`) });
      return;
    }
    setError(null);
    setSending(true);
    const result =
      id === null
        ? await client.mutation(Create, { input: checked.input, batch: form.batch }).toPromise()
        : await client.mutation(Update, { id, input: checked.input }).toPromise();
    setSending(false);
    if (!result.data) return;
    notifySuccess(id === null ? t('messages.created') : t('messages.updated'));
    onSaved();
    onClose();
  };
  // Spec 02 §5: a base URL ending in /v1 is applied only once confirmed.
  const unconfirmedUrl = () => baseUrlNeedsConfirmation(values.baseUrl) && cleanBaseUrl(values.baseUrl) !== cleanBaseUrl(accepted);
  const errors: FieldErrors = error ? { [error.field]: error.message } : {};
  const ready = mode === 'create' || startedFor.current === id;

  return (
    <Drawer.Root open={target !== null} onOpenChange={(event) => !event.open && onClose()} placement="end" size={isMobile ? 'full' : 'md'}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="channel-drawer" maxW={isMobile ? undefined : '600px'} w={isMobile ? undefined : '600px'}>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>{id === null ? t('drawer.addTitle') : t('drawer.editTitle', { id })}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="6">
              {ready ? (
                <form
                  id="channel-form"
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (unconfirmedUrl()) setConfirmingUrl('submit');
                    else void send(values);
                  }}
                >
                  <ChannelFormFields
                    mode={mode}
                    channelId={id}
                    values={values}
                    onChange={(change) => setValues((old) => ({ ...old, ...change }))}
                    types={choices.data?.channelTypes ?? []}
                    groups={choices.data?.groups ?? []}
                    errors={errors}
                    onBaseUrlBlur={() => (unconfirmedUrl() ? setConfirmingUrl('blur') : setAccepted(values.baseUrl))}
                  />
                  {error && (
                    <Text color="fg.error" fontSize="sm" mt="4" role="alert" data-testid="channel-form-error">
                      {error.message}
                    </Text>
                  )}
                </form>
              ) : (
                <Spinner aria-label={t('drawer.loading')} />
              )}
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" gap="3">
              <Button variant="outline" onClick={onClose}>
                {t('drawer.cancel')}
              </Button>
              <Button type="submit" form="channel-form" colorPalette="teal" loading={sending} disabled={!ready}>
                {t('drawer.submit')}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
      <ConfirmDialog
        open={confirmingUrl !== null}
        danger={false}
        title={t('v1.title')}
        message={t('v1.message', { url: cleanBaseUrl(values.baseUrl) })}
        confirmLabel={t('v1.confirm')}
        cancelLabel={t('v1.cancel')}
        onCancel={() => {
          setValues((old) => ({ ...old, baseUrl: accepted }));
          setConfirmingUrl(null);
        }}
        onConfirm={() => {
          setAccepted(values.baseUrl);
          const submitting = confirmingUrl === 'submit';
          setConfirmingUrl(null);
          if (submitting) void send(values);
        }}
      />
    </Drawer.Root>
  );
}
