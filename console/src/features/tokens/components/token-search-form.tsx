import { Button, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';

export interface TokenSearch {
  readonly keyword: string;
  readonly key: string;
}

/** Spec 02 §2: search by name and by key (`tokens(keyword, key)`), and the add button. */
export function TokenSearchForm({ initial, onSearch, onAdd }: { initial: TokenSearch; onSearch: (search: TokenSearch) => void; onAdd: () => void }) {
  const { t } = useTranslation('tokens');
  const [keyword, setKeyword] = useState(initial.keyword);
  const [key, setKey] = useState(initial.key);
  return (
    <Stack
      as="form"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-end' }}
      gap="3"
      onSubmit={(event) => {
        event.preventDefault();
        // A pasted key may carry its sk- prefix; the server stores it without.
        onSearch({ keyword: keyword.trim(), key: key.trim().replace(/^sk-/, '') });
      }}
      data-testid="token-search"
    >
      <FormField label={t('search.keyword')}>
        <Input name="keyword" value={keyword} onChange={(event) => setKeyword(event.target.value)} placeholder={t('search.keywordPlaceholder')} />
      </FormField>
      <FormField label={t('search.key')}>
        <Input name="key" value={key} onChange={(event) => setKey(event.target.value)} placeholder={t('search.keyPlaceholder')} />
      </FormField>
      <Stack direction="row" gap="3" flexShrink="0">
        <Button type="submit" variant="outline" flex={{ base: '1', md: 'initial' }}>
          {t('search.submit')}
        </Button>
        <Button colorPalette="teal" onClick={onAdd} flex={{ base: '1', md: 'initial' }} data-testid="add-token">
          {t('search.add')}
        </Button>
      </Stack>
    </Stack>
  );
}
