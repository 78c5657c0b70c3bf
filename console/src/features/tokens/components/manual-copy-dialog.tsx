import { Button, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Spec 02 §8: when the clipboard refuses, the text in a field to copy by hand. */
export function ManualCopyDialog({ text, onClose }: { text: string | null; onClose: () => void }) {
  const { t } = useTranslation('tokens');
  return (
    <Dialog.Root open={text !== null} onOpenChange={(event) => !event.open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="manual-copy-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('manualCopy.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{t('manualCopy.message')}</Text>
                <Input readOnly value={text ?? ''} fontFamily="mono" onFocus={(event) => event.currentTarget.select()} data-testid="manual-copy-text" />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('manualCopy.close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
