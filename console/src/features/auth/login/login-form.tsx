import { Alert, Button, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { FormStack } from '../../../components/form-stack';
import { FormField } from '../../../components/form-field';
import { TurnstileWidget } from '../../../components/turnstile-widget';
import { graphql } from '../../../gql';
import { useStatus } from '../../../hooks/use-status';
import { validateLogin, type LoginError } from '../validation/validate-login';
import { useSignedIn } from './use-signed-in';

const Login = graphql(`
  mutation LoginForm_Login($username: String!, $password: String!, $turnstile: String) {
    login(username: $username, password: $password, turnstile: $turnstile) {
      id
      username
      displayName
      role
      status
      group
    }
  }
`);

/** Username or email and password; the Turnstile widget when the check is on (spec 01 §2, §5). */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const { status } = useStatus();
  const signedIn = useSignedIn();
  const [values, setValues] = useState({ username: '', password: '' });
  const [token, setToken] = useState('');
  const [problem, setProblem] = useState<LoginError | null>(null);
  const [{ fetching }, login] = useMutation(Login);
  const turnstileOn = Boolean(status?.turnstileCheck && status.turnstileSiteKey);

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const found = validateLogin(values, { required: turnstileOn, token });
    setProblem(found);
    if (found) return;
    const result = await login({ username: values.username.trim(), password: values.password, turnstile: turnstileOn ? token : null });
    // The password leaves the form's memory whatever the answer.
    setValues((old) => ({ ...old, password: '' }));
    if (result.data) signedIn(result.data.login, '/token');
  };

  return (
    <FormStack gap="4" onSubmit={(event) => void submit(event)}>
      <FormField label={t('login.username')}>
        <Input
          name="username"
          autoComplete="username"
          value={values.username}
          placeholder={t('login.usernamePlaceholder')}
          onChange={(event) => setValues((old) => ({ ...old, username: event.target.value }))}
        />
      </FormField>
      <FormField label={t('login.password')}>
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          placeholder={t('login.passwordPlaceholder')}
          onChange={(event) => setValues((old) => ({ ...old, password: event.target.value }))}
        />
      </FormField>
      {turnstileOn && status && <TurnstileWidget siteKey={status.turnstileSiteKey} onToken={setToken} />}
      {problem && (
        <Alert.Root status="warning" variant="subtle" borderRadius="md" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t(problem)}</Alert.Title>
        </Alert.Root>
      )}
      <Button type="submit" colorPalette="teal" size="lg" loading={fetching}>
        {t('login.submit')}
      </Button>
    </FormStack>
  );
}
