import { Alert, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMutation } from 'urql';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { FormStack } from '../../../components/form-stack';
import { graphql } from '../../../gql';
import { saveSessionUser } from '../../../lib/session-user';
import { notifySuccess } from '../../../lib/toaster';
import { confirmsDeletion } from '../validate-password-change';

const DeleteSelf = graphql(`
  mutation DeleteAccountDialog_Delete($username: String!) {
    deleteSelf(username: $username)
  }
`);

/** Spec 01 §5: deleting the own account needs the own username typed; then the session ends and the login page opens. */
export function DeleteAccountDialog({ open, username, onClose }: { open: boolean; username: string; onClose: () => void }) {
  const { t } = useTranslation('personal');
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [{ fetching }, remove] = useMutation(DeleteSelf);

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const ok = confirmsDeletion(typed, username);
    setMismatch(!ok);
    if (!ok) return;
    const result = await remove({ username: typed.trim() });
    if (!result.data?.deleteSelf) return;
    saveSessionUser(null);
    notifySuccess(t('delete.deleted'));
    void navigate('/login');
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('delete.title')}
      formId="delete-account"
      submitLabel={t('delete.submit')}
      cancelLabel={t('delete.cancel')}
      submitting={fetching}
      danger
      testId="delete-account-dialog"
    >
      <FormStack id="delete-account" onSubmit={(event) => void submit(event)}>
        <Alert.Root status="warning" variant="subtle" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>{t('delete.warning')}</Alert.Title>
        </Alert.Root>
        <FormField label={t('delete.confirm', { username })} error={mismatch ? t('delete.mismatch') : undefined}>
          <Input name="confirmUsername" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} placeholder={username} />
        </FormField>
      </FormStack>
    </FormDialog>
  );
}
