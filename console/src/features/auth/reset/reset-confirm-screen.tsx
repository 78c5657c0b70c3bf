import { Alert, Button, Input, Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useMutation } from 'urql';
import { AuthCard } from '../../../components/auth-card';
import { FormField } from '../../../components/form-field';
import { graphql } from '../../../gql';
import { copyText } from '../../../lib/copy-text';
import { notifyError, notifySuccess } from '../../../lib/toaster';
import { NewPasswordBox } from './new-password-box';

const ResetPassword = graphql(`
  mutation ResetConfirm_Reset($email: String!, $token: String!) {
    resetPassword(email: $email, token: $token)
  }
`);

/**
 * /user/reset (spec 01 §2): the link's email, read-only; on submit the new
 * password is shown and copied to the clipboard.
 */
export function ResetConfirmScreen() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const email = search.get('email') ?? '';
  const token = search.get('token') ?? '';
  const [password, setPassword] = useState<string | null>(null);
  const [{ fetching }, reset] = useMutation(ResetPassword);

  const submit = async () => {
    const result = await reset({ email, token });
    const fresh = result.data?.resetPassword;
    if (!fresh) return;
    setPassword(fresh);
    if (await copyText(fresh)) notifySuccess(t('reset.doneCopied'));
    else notifyError(t('copyFailed'));
  };

  return (
    <AuthCard title={t('reset.confirmTitle')}>
      <Stack gap="4">
        {(email === '' || token === '') && (
          <Alert.Root status="error" variant="subtle" borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>{t('reset.badLink')}</Alert.Title>
          </Alert.Root>
        )}
        <FormField label={t('reset.email')}>
          <Input name="email" value={email} readOnly />
        </FormField>
        {password !== null ? (
          <NewPasswordBox password={password} />
        ) : (
          <Button colorPalette="teal" size="lg" loading={fetching} disabled={email === '' || token === ''} onClick={() => void submit()}>
            {t('reset.confirm')}
          </Button>
        )}
        <Link asChild color="teal.fg" fontSize="sm">
          <RouterLink to="/login">{t('register.toLogin')}</RouterLink>
        </Link>
      </Stack>
    </AuthCard>
  );
}
