import { Button, Dialog, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/copy-text';
import { notifySuccess } from '../../../lib/toaster';

/** The codes just created, one a line, with copy all (and the text to copy by hand when the clipboard refuses). */
export function CreatedCodesDialog({ codes, onClose }: { codes: readonly string[] | null; onClose: () => void }) {
  const { t } = useTranslation('redemptions');
  const [manual, setManual] = useState(false);
  const text = (codes ?? []).join('\n');
  const close = () => {
    setManual(false);
    onClose();
  };
  const copyAll = async () => {
    if (await copyText(text)) notifySuccess(t('created.copiedAll', { count: codes?.length ?? 0 }));
    else setManual(true);
  };
  return (
    <Dialog.Root open={codes !== null} onOpenChange={(event) => !event.open && close()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="created-codes">
            <Dialog.Header>
              <Dialog.Title>{t('created.title', { count: codes?.length ?? 0 })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{manual ? t('created.manual') : t('created.message')}</Text>
                <Textarea
                  readOnly
                  value={text}
                  rows={Math.min(10, Math.max(2, codes?.length ?? 0))}
                  fontFamily="mono"
                  fontSize="sm"
                  onFocus={(event) => event.currentTarget.select()}
                  data-testid="created-codes-text"
                />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                {t('created.close')}
              </Button>
              <Button colorPalette="teal" onClick={() => void copyAll()}>
                {t('created.copyAll')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
