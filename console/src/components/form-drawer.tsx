import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
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
  readonly testId?: string;
  readonly children: ReactNode;
}

/** A side drawer holding one form, with submit and cancel at the bottom; full width on mobile (spec 01 §9: up to 600 px). */
export function FormDrawer({ open, onClose, title, formId, submitLabel, cancelLabel, submitting = false, testId, children }: Props) {
  const isMobile = useIsMobile();
  return (
    <Drawer.Root open={open} onOpenChange={(event) => !event.open && onClose()} placement="end" size={isMobile ? 'full' : 'md'}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid={testId}>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="6">{children}</Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" gap="3">
              <Button variant="outline" onClick={onClose}>
                {cancelLabel}
              </Button>
              <Button type="submit" form={formId} colorPalette="teal" loading={submitting}>
                {submitLabel}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
