import { Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** What a lazily loaded screen shows while its code or data arrives. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center py="20" flexDirection="column" gap="3" role="status" aria-live="polite">
      <Spinner size="lg" color="teal.solid" />
      <span>{label ?? t('app.loading')}</span>
    </Center>
  );
}
