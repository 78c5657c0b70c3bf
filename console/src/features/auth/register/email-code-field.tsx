import { Button, Group, Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { FormField } from '../../../components/form-field';
import { graphql } from '../../../gql';
import { useCountdown } from '../../../hooks/use-countdown';
import { notifySuccess } from '../../../lib/toaster';

const SendCode = graphql(`
  mutation EmailCodeField_Send($email: String!, $turnstile: String) {
    sendVerificationCode(email: $email, turnstile: $turnstile)
  }
`);

/** Spec 01 §4, §9: the resend wait of the email code. */
export const RESEND_SECONDS = 30;

interface Props {
  email: string;
  code: string;
  onEmail: (value: string) => void;
  onCode: (value: string) => void;
  emailError?: string | undefined;
  codeError?: string | undefined;
  /** The human-check token, or null when the check is off; '' while it is not ready. */
  turnstile: string | null;
  onNotReady: () => void;
}

/** Email plus the mailed verification code, with a send button that waits 30 s before a resend. */
export function EmailCodeField({ email, code, onEmail, onCode, emailError, codeError, turnstile, onNotReady }: Props) {
  const { t } = useTranslation('auth');
  const { left, start } = useCountdown(RESEND_SECONDS);
  const [{ fetching }, send] = useMutation(SendCode);

  const sendCode = async () => {
    if (email.trim() === '') return onEmail(email);
    if (turnstile === '') return onNotReady();
    const result = await send({ email: email.trim(), turnstile });
    if (result.data?.sendVerificationCode) {
      start();
      notifySuccess(t('register.codeSent'));
    }
  };

  return (
    <Stack gap="4">
      <FormField label={t('register.email')} error={emailError} required>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => onEmail(event.target.value)}
          placeholder={t('register.emailPlaceholder')}
        />
      </FormField>
      <FormField label={t('register.code')} error={codeError} required>
        <Group attached w="full">
          <Input name="verificationCode" autoComplete="one-time-code" value={code} onChange={(event) => onCode(event.target.value)} />
          <Button variant="outline" onClick={() => void sendCode()} disabled={left > 0 || email.trim() === ''} loading={fetching} minW="28">
            {left > 0 ? t('register.resendIn', { seconds: left }) : t('register.sendCode')}
          </Button>
        </Group>
      </FormField>
    </Stack>
  );
}
