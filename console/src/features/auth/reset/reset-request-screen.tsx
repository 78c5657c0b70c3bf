import { Alert, Button, Input, Link } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation } from 'urql';
import { FormStack } from '../../../components/form-stack';
import { AuthCard } from '../../../components/auth-card';
import { FormField } from '../../../components/form-field';
import { TurnstileWidget } from '../../../components/turnstile-widget';
import { graphql } from '../../../gql';
import { useCountdown } from '../../../hooks/use-countdown';
import { useStatus } from '../../../hooks/use-status';
import { notifySuccess } from '../../../lib/toaster';
import { RESEND_SECONDS } from '../register/email-code-field';

const SendReset = graphql(`
  mutation ResetRequest_Send($email: String!, $turnstile: String) {
    sendPasswordReset(email: $email, turnstile: $turnstile)
  }
`);

/** /reset (spec 01 §2): the email, the optional human check, and a 30 s wait after each send. */
export function ResetRequestScreen() {
  const { t } = useTranslation('auth');
  const { status } = useStatus();
  const [email, setEmail] = useState('');
  const [token, setToken] = useState('');
  const [problem, setProblem] = useState<'reset.emailRequired' | 'turnstile.notReady' | null>(null);
  const { left, start } = useCountdown(RESEND_SECONDS);
  const [{ fetching }, send] = useMutation(SendReset);
  const turnstileOn = Boolean(status?.turnstileCheck && status.turnstileSiteKey);

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const found = email.trim() === '' ? 'reset.emailRequired' : turnstileOn && token === '' ? 'turnstile.notReady' : null;
    setProblem(found);
    if (found) return;
    const result = await send({ email: email.trim(), turnstile: turnstileOn ? token : null });
    if (result.data?.sendPasswordReset) {
      start();
      notifySuccess(t('reset.sent'));
    }
  };

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <FormStack gap="4" onSubmit={(event) => void submit(event)}>
        <FormField label={t('reset.email')} error={problem === 'reset.emailRequired' ? t(problem) : undefined} required>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder={t('register.emailPlaceholder')}
          />
        </FormField>
        {turnstileOn && status && <TurnstileWidget siteKey={status.turnstileSiteKey} onToken={setToken} />}
        {problem === 'turnstile.notReady' && (
          <Alert.Root status="warning" variant="subtle" borderRadius="md" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t(problem)}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="teal" size="lg" loading={fetching} disabled={left > 0}>
          {left > 0 ? t('reset.retryIn', { seconds: left }) : t('reset.submit')}
        </Button>
        <Link asChild color="teal.fg" fontSize="sm">
          <RouterLink to="/login">{t('register.toLogin')}</RouterLink>
        </Link>
      </FormStack>
    </AuthCard>
  );
}
