import { Alert, Button, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { FormStack } from '../../components/form-stack';
import { FormField } from '../../components/form-field';
import { graphql } from '../../gql';
import { notifyError, notifySuccess } from '../../lib/toaster';
import { UsageModeField } from './usage-mode-field';
import { validateSetup, type SetupErrors, type UsageMode } from './validate-setup';

const RunSetup = graphql(`
  mutation SetupForm_Run($username: String!, $password: String!, $confirmPassword: String!, $selfUseMode: Boolean, $demoSite: Boolean) {
    setup(username: $username, password: $password, confirmPassword: $confirmPassword, selfUseMode: $selfUseMode, demoSite: $demoSite)
  }
`);

/** Spec 01 §2: after success a message shows and the page reloads after 1.5 s. */
export const RELOAD_DELAY_MS = 1500;

/**
 * The wizard's form: the admin's username and password (unless the admin
 * exists already) and the usage mode. `onDone` runs once the server agreed.
 */
export function SetupForm({ rootInit, onDone }: { rootInit: boolean; onDone: () => void }) {
  const { t } = useTranslation('setup');
  const [values, setValues] = useState({ username: '', password: '', confirmPassword: '' });
  const [mode, setMode] = useState<UsageMode>('external');
  const [errors, setErrors] = useState<SetupErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [{ fetching }, runSetup] = useMutation(RunSetup);

  const change = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((old) => ({ ...old, [field]: event.target.value }));

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const found = rootInit ? {} : validateSetup(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    const result = await runSetup(
      {
        username: values.username.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        selfUseMode: mode === 'self',
        demoSite: mode === 'demo',
      },
      { quiet: true },
    );
    if (result.error) {
      const reason = result.error.networkError ? t('failed.noServer') : (result.error.graphQLErrors[0]?.message ?? '');
      const message = `${t('failed.setup')}${reason ? ` (${reason})` : ''}`;
      setFailure(message);
      notifyError(message);
      return;
    }
    notifySuccess(t('done'));
    onDone();
  };

  return (
    <FormStack gap="5" onSubmit={(event) => void submit(event)}>
      {!rootInit && (
        <>
          <FormField label={t('form.username')} error={errors.username && t(errors.username)} required>
            <Input name="username" autoComplete="username" value={values.username} onChange={change('username')} placeholder={t('form.usernamePlaceholder')} />
          </FormField>
          <FormField label={t('form.password')} error={errors.password && t(errors.password)} required>
            <Input
              name="password"
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={change('password')}
              placeholder={t('form.passwordPlaceholder')}
            />
          </FormField>
          <FormField label={t('form.confirmPassword')} error={errors.confirmPassword && t(errors.confirmPassword)} required>
            <Input name="confirmPassword" type="password" autoComplete="new-password" value={values.confirmPassword} onChange={change('confirmPassword')} />
          </FormField>
        </>
      )}
      <UsageModeField value={mode} onChange={setMode} />
      {failure && (
        <Alert.Root status="error" variant="subtle" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
      <Button type="submit" colorPalette="teal" loading={fetching} size="lg">
        {t('form.submit')}
      </Button>
    </FormStack>
  );
}
