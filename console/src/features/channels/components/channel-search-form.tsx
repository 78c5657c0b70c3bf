import { Button, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { FormField } from '../../../components/form-field';
import { graphql } from '../../../gql';
import { notifyError } from '../../../lib/toaster';

/** The screen shows this query's failure itself (a stable object: urql runs a query again when its context changes). */
const QUIET = { quiet: true };

const Choices = graphql(`
  query ChannelSearchForm_Choices {
    groups
    enabledModels
  }
`);

export interface ChannelSearch {
  readonly keyword: string;
  readonly model: string;
  readonly group: string;
}

export const EMPTY_SEARCH: ChannelSearch = { keyword: '', model: '', group: '' };

/** Spec 02 §2: search by keyword, model (the enabled models offered) and group. */
export function ChannelSearchForm({ initial, onSearch }: { initial: ChannelSearch; onSearch: (search: ChannelSearch) => void }) {
  const { t } = useTranslation('channels');
  const [keyword, setKeyword] = useState(initial.keyword);
  const [model, setModel] = useState(initial.model);
  const [group, setGroup] = useState(initial.group);
  const [choices] = useQuery({ query: Choices, context: QUIET });
  useEffect(() => {
    if (choices.error) notifyError(t('messages.enabledModelsFailed'));
  }, [choices.error, t]);

  return (
    <Stack
      as="form"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-end' }}
      gap="3"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ keyword: keyword.trim(), model: model.trim(), group });
      }}
      data-testid="channel-search"
    >
      <FormField label={t('search.keyword')}>
        <Input name="keyword" value={keyword} onChange={(event) => setKeyword(event.target.value)} placeholder={t('search.keywordPlaceholder')} />
      </FormField>
      <FormField label={t('search.model')}>
        <Input name="model" list="channel-search-models" value={model} onChange={(event) => setModel(event.target.value)} />
        <datalist id="channel-search-models">
          {(choices.data?.enabledModels ?? []).map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </FormField>
      <FormField label={t('search.group')}>
        <NativeSelect.Root minW={{ md: '40' }}>
          <NativeSelect.Field name="group" value={group} onChange={(event) => setGroup(event.currentTarget.value)}>
            <option value="">{t('search.allGroups')}</option>
            {(choices.data?.groups ?? []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <Stack direction="row" gap="3" flexShrink="0">
        <Button type="submit" colorPalette="teal" flex={{ base: '1', md: 'initial' }}>
          {t('search.submit')}
        </Button>
        <Button
          variant="outline"
          flex={{ base: '1', md: 'initial' }}
          onClick={() => {
            setKeyword('');
            setModel('');
            setGroup('');
            onSearch(EMPTY_SEARCH);
          }}
        >
          {t('search.reset')}
        </Button>
      </Stack>
    </Stack>
  );
}
