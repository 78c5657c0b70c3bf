import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The save button at the foot of a section with its own save rules (as `OptionSection` shows its own). */
export function SectionSaveButton({ section, loading }: { section: string; loading: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <HStack justify="flex-end">
      <Button type="submit" colorPalette="teal" loading={loading}>
        {t('save.button', { section })}
      </Button>
    </HStack>
  );
}
