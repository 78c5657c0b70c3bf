import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

interface Props {
  readonly open: boolean;
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  /** Red for what cannot be undone (the default); orange for what only needs a second look. */
  readonly danger?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Asks before an action that cannot be undone (deleting, logging a user off) or that needs a second look (a /v1 base URL). */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, danger = true, onConfirm, onCancel }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onCancel()} role="alertdialog" placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button colorPalette={danger ? 'red' : 'orange'} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
