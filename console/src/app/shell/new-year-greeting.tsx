import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Spec 01 §2's New Year's Day easter egg: on 1 January (local time) the top bar wishes a happy new year. */
export function NewYearGreeting({ today = new Date() }: { today?: Date }) {
  const { t } = useTranslation();
  if (today.getMonth() !== 0 || today.getDate() !== 1) return null;
  return (
    <Text as="span" fontSize="sm" title={t('newYear')} aria-label={t('newYear')} role="img" px="1">
      🎉
    </Text>
  );
}
