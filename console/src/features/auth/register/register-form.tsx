import { Alert, Button, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMutation } from 'urql';
import { FormStack } from '../../../components/form-stack';
import { FormField } from '../../../components/form-field';
import { TurnstileWidget } from '../../../components/turnstile-widget';
import { graphql } from '../../../gql';
import { useStatus } from '../../../hooks/use-status';
import { notifySuccess } from '../../../lib/toaster';
import { inviteCode } from '../validation/invite-code';
import { USERNAME_MAX, validateRegister, type RegisterErrors, type RegisterValues } from '../validation/validate-register';
import { EmailCodeField } from './email-code-field';

const Register = graphql(`
  mutation RegisterForm_Register($username: String!, $password: String!, $email: String, $verificationCode: String, $affCode: String, $turnstile: String) {
    register(username: $username, password: $password, email: $email, verificationCode: $verificationCode, affCode: $affCode, turnstile: $turnstile)
  }
`);

const EMPTY: RegisterValues = { username: '', password: '', password2: '', email: '', verificationCode: '' };

/** Spec 01 §2, §5: registration; on success the reader signs in on /login. */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { status } = useStatus();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [token, setToken] = useState('');
  const [notReady, setNotReady] = useState(false);
  const [{ fetching }, register] = useMutation(Register);
  const emailVerification = status?.emailVerification ?? false;
  const turnstileOn = Boolean(status?.turnstileCheck && status.turnstileSiteKey);
  const set = (field: keyof RegisterValues) => (value: string) => setValues((old) => ({ ...old, [field]: value }));
  const message = (field: keyof RegisterValues) => (errors[field] ? t(errors[field]) : undefined);

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const found = validateRegister(values, emailVerification);
    setErrors(found);
    setNotReady(turnstileOn && token === '');
    if (Object.keys(found).length > 0 || (turnstileOn && token === '')) return;
    const result = await register({
      username: values.username.trim(),
      password: values.password,
      email: emailVerification ? values.email.trim() : null,
      verificationCode: emailVerification ? values.verificationCode.trim() : null,
      affCode: inviteCode() ?? null,
      turnstile: turnstileOn ? token : null,
    });
    if (!result.data?.register) return;
    setValues(EMPTY);
    notifySuccess(t('register.succeeded'));
    void navigate('/login');
  };

  return (
    <FormStack gap="4" onSubmit={(event) => void submit(event)}>
      <FormField label={t('register.username')} error={message('username')} required>
        <Input
          name="username"
          autoComplete="username"
          maxLength={USERNAME_MAX}
          value={values.username}
          onChange={(event) => set('username')(event.target.value)}
          placeholder={t('register.usernamePlaceholder', { max: USERNAME_MAX })}
        />
      </FormField>
      <FormField label={t('register.password')} error={message('password')} required>
        <Input
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => set('password')(event.target.value)}
          placeholder={t('register.passwordPlaceholder')}
        />
      </FormField>
      <FormField label={t('register.password2')} error={message('password2')} required>
        <Input
          name="password2"
          type="password"
          autoComplete="new-password"
          value={values.password2}
          onChange={(event) => set('password2')(event.target.value)}
        />
      </FormField>
      {emailVerification && (
        <EmailCodeField
          email={values.email}
          code={values.verificationCode}
          onEmail={set('email')}
          onCode={set('verificationCode')}
          emailError={message('email')}
          codeError={message('verificationCode')}
          turnstile={turnstileOn ? token : null}
          onNotReady={() => setNotReady(true)}
        />
      )}
      {turnstileOn && status && <TurnstileWidget siteKey={status.turnstileSiteKey} onToken={setToken} />}
      {notReady && (
        <Alert.Root status="warning" variant="subtle" borderRadius="md" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('turnstile.notReady')}</Alert.Title>
        </Alert.Root>
      )}
      <Button type="submit" colorPalette="teal" size="lg" loading={fetching}>
        {t('register.submit')}
      </Button>
    </FormStack>
  );
}
