import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Shown until the first-run setup is done; the setup page arrives with the accounts work. */
export function SetupNotice() {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning" variant="surface" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('status.setupNoticeTitle')}</Alert.Title>
        <Alert.Description>{t('status.setupNoticeBody')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
