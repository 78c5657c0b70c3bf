import { Button, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { FormField } from '../../../components/form-field';
import { graphql } from '../../../gql';

const Groups = graphql(`
  query UserSearchForm_Groups {
    groups
  }
`);

export interface UserSearch {
  readonly keyword: string;
  readonly group: string;
}

/** Spec 01 §2: search by keyword and group (the list from the groups call), and the add-user button. */
export function UserSearchForm({ initial, onSearch, onAdd }: { initial: UserSearch; onSearch: (search: UserSearch) => void; onAdd: () => void }) {
  const { t } = useTranslation('users');
  const [keyword, setKeyword] = useState(initial.keyword);
  const [group, setGroup] = useState(initial.group);
  const [groups] = useQuery({ query: Groups });

  return (
    <Stack
      as="form"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-end' }}
      gap="3"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ keyword: keyword.trim(), group });
      }}
      data-testid="user-search"
    >
      <FormField label={t('search.keyword')}>
        <Input name="keyword" value={keyword} onChange={(event) => setKeyword(event.target.value)} placeholder={t('search.keywordPlaceholder')} />
      </FormField>
      <FormField label={t('search.group')}>
        <NativeSelect.Root minW={{ md: '48' }}>
          <NativeSelect.Field name="group" value={group} onChange={(event) => setGroup(event.currentTarget.value)}>
            <option value="">{t('search.allGroups')}</option>
            {(groups.data?.groups ?? []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <Stack direction="row" gap="3" flexShrink="0">
        <Button type="submit" variant="outline" flex={{ base: '1', md: 'initial' }}>
          {t('search.submit')}
        </Button>
        <Button colorPalette="teal" onClick={onAdd} flex={{ base: '1', md: 'initial' }}>
          {t('search.add')}
        </Button>
      </Stack>
    </Stack>
  );
}
