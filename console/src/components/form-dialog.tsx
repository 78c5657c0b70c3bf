import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIsMobile } from '../hooks/use-is-mobile';

interface Props {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  /** The id of the form inside, which the footer's submit button sends. */
  readonly formId: string;
  readonly submitLabel: string;
  readonly cancelLabel: string;
  readonly submitting?: boolean;
  readonly danger?: boolean;
  readonly testId?: string;
  readonly children: ReactNode;
}

/** A centred dialog holding one form, with cancel and submit below; full screen on a phone (spec 01 §9: up to 600 px). */
export function FormDialog({ open, onClose, title, formId, submitLabel, cancelLabel, submitting = false, danger = false, testId, children }: Props) {
  const isMobile = useIsMobile();
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()} placement="center" size={isMobile ? 'full' : 'md'}>
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
                {cancelLabel}
              </Button>
              <Button type="submit" form={formId} colorPalette={danger ? 'red' : 'teal'} loading={submitting}>
                {submitLabel}
              </Button>
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
