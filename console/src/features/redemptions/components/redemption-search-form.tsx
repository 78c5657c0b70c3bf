import { Button, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { FormField } from '../../../components/form-field';
import { graphql } from '../../../gql';
import { notifySuccess } from '../../../lib/toaster';
import { ConfirmDialog } from '../../../components/confirm-dialog';

const DeleteInvalid = graphql(`
  mutation RedemptionSearchForm_DeleteInvalid {
    deleteInvalidRedemptions
  }
`);

/** Spec 02 §2: search by keyword, add codes, and delete the invalid ones (used, disabled, expired). */
export function RedemptionSearchForm({ onSearch, onAdd, onDeleted }: { onSearch: (keyword: string) => void; onAdd: () => void; onDeleted: () => void }) {
  const { t } = useTranslation('redemptions');
  const [keyword, setKeyword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [{ fetching }, deleteInvalid] = useMutation(DeleteInvalid);
  const run = async () => {
    setConfirming(false);
    const result = await deleteInvalid({});
    if (result.data === undefined) return;
    notifySuccess(t('search.deletedInvalid', { count: result.data.deleteInvalidRedemptions }));
    onDeleted();
  };
  return (
    <Stack
      as="form"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-end' }}
      gap="3"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(keyword.trim());
      }}
      data-testid="redemption-search"
    >
      <FormField label={t('search.keyword')}>
        <Input name="keyword" value={keyword} onChange={(event) => setKeyword(event.target.value)} placeholder={t('search.keywordPlaceholder')} />
      </FormField>
      <Stack direction="row" gap="3" flexShrink="0" wrap="wrap">
        <Button type="submit" variant="outline" flex={{ base: '1', md: 'initial' }}>
          {t('search.submit')}
        </Button>
        <Button colorPalette="teal" onClick={onAdd} flex={{ base: '1', md: 'initial' }} data-testid="add-redemptions">
          {t('search.add')}
        </Button>
        <Button variant="outline" colorPalette="red" loading={fetching} onClick={() => setConfirming(true)} flex={{ base: '1', md: 'initial' }}>
          {t('search.deleteInvalid')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('search.confirmDeleteInvalidTitle')}
        message={t('search.confirmDeleteInvalid')}
        confirmLabel={t('actions.confirm')}
        cancelLabel={t('actions.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void run()}
      />
    </Stack>
  );
}
