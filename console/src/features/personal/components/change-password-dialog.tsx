import { Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { FormStack } from '../../../components/form-stack';
import { graphql } from '../../../gql';
import { notifySuccess } from '../../../lib/toaster';
import { validatePasswordChange, type PasswordChange, type PasswordChangeErrors } from '../validate-password-change';

const ChangePassword = graphql(`
  mutation ChangePasswordDialog_Change($originalPassword: String!, $password: String!) {
    changePassword(originalPassword: $originalPassword, password: $password) {
      id
    }
  }
`);

const EMPTY: PasswordChange = { original: '', password: '', confirm: '' };

/** Spec 01 §5: change password (the original, a new one that differs, and its confirmation). */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('personal');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [{ fetching }, change] = useMutation(ChangePassword);
  const set = (field: keyof PasswordChange) => (event: { target: { value: string } }) => setValues((old) => ({ ...old, [field]: event.target.value }));
  const message = (field: keyof PasswordChange) => (errors[field] ? t(errors[field]) : undefined);

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await change({ originalPassword: values.original, password: values.password });
    if (!result.data) return;
    notifySuccess(t('password.changed'));
    close();
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('password.title')}
      formId="change-password"
      submitLabel={t('password.submit')}
      cancelLabel={t('password.cancel')}
      submitting={fetching}
      testId="change-password-dialog"
    >
      <FormStack id="change-password" onSubmit={(event) => void submit(event)}>
        <FormField label={t('password.original')} error={message('original')} required>
          <Input name="originalPassword" type="password" autoComplete="current-password" value={values.original} onChange={set('original')} />
        </FormField>
        <FormField label={t('password.new')} error={message('password')} required>
          <Input name="password" type="password" autoComplete="new-password" value={values.password} onChange={set('password')} />
        </FormField>
        <FormField label={t('password.confirm')} error={message('confirm')} required>
          <Input name="confirmPassword" type="password" autoComplete="new-password" value={values.confirm} onChange={set('confirm')} />
        </FormField>
      </FormStack>
    </FormDialog>
  );
}
