import { Button, Group, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { FormStack } from '../../../components/form-stack';
import { graphql } from '../../../gql';
import { useCountdown } from '../../../hooks/use-countdown';
import { notifySuccess } from '../../../lib/toaster';

const SendCode = graphql(`
  mutation EmailBindDialog_Send($email: String!) {
    sendVerificationCode(email: $email)
  }
`);

const BindEmail = graphql(`
  mutation EmailBindDialog_Bind($email: String!, $code: String!) {
    bindEmail(email: $email, code: $code) {
      id
      email
    }
  }
`);

/** Spec 01 §4, §9: a resend waits 30 s. */
const RESEND_SECONDS = 30;

/** Spec 01 §5: binding an email needs the address and the code mailed to it. */
export function EmailBindDialog({ open, onClose, onBound }: { open: boolean; onClose: () => void; onBound: () => void }) {
  const { t } = useTranslation('personal');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: boolean; code?: boolean }>({});
  const { left, start } = useCountdown(RESEND_SECONDS);
  const [sending, send] = useMutation(SendCode);
  const [binding, bind] = useMutation(BindEmail);

  const sendCode = async () => {
    setErrors({ email: email.trim() === '' });
    if (email.trim() === '') return;
    const result = await send({ email: email.trim() });
    if (!result.data?.sendVerificationCode) return;
    start();
    notifySuccess(t('bindings.codeSent'));
  };

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const found = { email: email.trim() === '', code: code.trim() === '' };
    setErrors(found);
    if (found.email || found.code) return;
    const result = await bind({ email: email.trim(), code: code.trim() });
    if (!result.data) return;
    notifySuccess(t('bindings.emailBound'));
    onBound();
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('bindings.emailTitle')}
      formId="bind-email"
      submitLabel={t('bindings.submit')}
      cancelLabel={t('bindings.cancel')}
      submitting={binding.fetching}
      testId="email-bind-dialog"
    >
      <FormStack id="bind-email" onSubmit={(event) => void submit(event)}>
        <FormField label={t('bindings.emailAddress')} error={errors.email ? t('bindings.emailRequired') : undefined} required>
          <Group attached w="full">
            <Input name="email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} placeholder={t('bindings.emailPlaceholder')} />
            <Button variant="outline" onClick={() => void sendCode()} disabled={left > 0} loading={sending.fetching} minW="28">
              {left > 0 ? t('bindings.resendIn', { seconds: left }) : t('bindings.sendCode')}
            </Button>
          </Group>
        </FormField>
        <FormField label={t('bindings.code')} error={errors.code ? t('bindings.codeRequired') : undefined} required>
          <Input name="code" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} />
        </FormField>
      </FormStack>
    </FormDialog>
  );
}
