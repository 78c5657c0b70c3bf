import { Alert, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../settings-context';
import { EgressSection } from './egress-section';
import { EmailDomainSection } from './email-domain-section';
import { GeneralSection } from './general-section';
import { LoginSection } from './login-section';
import { OidcSection } from './oidc-section';
import { PaymentSection } from './payment-section';
import { GitHubSection, LinuxDoSection, TelegramSection, TurnstileSection, WeChatSection } from './provider-sections';
import { SmtpSection } from './smtp-section';
import { WorkerSection } from './worker-section';

/**
 * The system tab of /setting (spec 03 §2.1): addresses, payment, sign-in
 * and mail, in the spec's order. Its options are the super admin's; an
 * admin sees them read-only.
 */
export function SystemTab() {
  const { t } = useTranslation('settingsSystem');
  const { options } = useSettings();
  const readOnly = options.get('ServerAddress')?.writable === false;
  return (
    <Stack gap="5">
      {readOnly && (
        <Alert.Root status="info" data-testid="settings-system-read-only">
          <Alert.Indicator />
          <Alert.Title>{t('readOnly')}</Alert.Title>
        </Alert.Root>
      )}
      <GeneralSection />
      <WorkerSection />
      <PaymentSection />
      <LoginSection />
      <EmailDomainSection />
      <SmtpSection />
      <OidcSection />
      <GitHubSection />
      <LinuxDoSection />
      <WeChatSection />
      <TelegramSection />
      <TurnstileSection />
      <EgressSection />
    </Stack>
  );
}
