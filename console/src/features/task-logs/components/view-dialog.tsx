import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../hooks/use-is-mobile';

interface Props {
  readonly title: string | null;
  readonly onClose: () => void;
  readonly size?: 'md' | 'lg' | 'xl';
  readonly testId: string;
  readonly children: ReactNode;
}

/** A dialog that only shows something (a long text, an image, a record): open while it has a title; full screen on a phone. */
export function ViewDialog({ title, onClose, size = 'lg', testId, children }: Props) {
  const { t } = useTranslation('tasks');
  const isMobile = useIsMobile();
  return (
    <Dialog.Root
      open={title !== null}
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
      size={isMobile ? 'full' : size}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('dialogs.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('dialogs.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
