import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { USAGE_MODES } from './validate-setup';

/** Spec 01 §2: a help dialog explains the three usage modes. */
export function UsageModeHelp() {
  const { t } = useTranslation('setup');
  return (
    <Dialog.Root placement="center" size={{ base: 'full', sm: 'md' }}>
      <Dialog.Trigger asChild>
        <Button variant="plain" size="xs" colorPalette="teal" px="0" textDecoration="underline">
          {t('mode.help')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('mode.helpTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {USAGE_MODES.map((mode) => (
                  <Stack key={mode} gap="1">
                    <Text fontWeight="semibold">{t(`mode.${mode}`)}</Text>
                    <Text color="fg.muted">{t(`mode.${mode}Help`)}</Text>
                  </Stack>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('mode.close')}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
