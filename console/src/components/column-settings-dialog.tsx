import { HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormDialog } from './form-dialog';

/** Which columns are shown: a column stays shown unless it is `false`. */
export type ColumnChoiceOf<C extends string> = Readonly<Partial<Record<C, boolean>>>;

interface Props<C extends string> {
  readonly open: boolean;
  readonly columns: readonly C[];
  readonly choice: ColumnChoiceOf<C>;
  readonly labelOf: (column: C) => string;
  readonly title: string;
  readonly saveLabel: string;
  readonly cancelLabel: string;
  /** The form's id, and `<formId>-dialog` the dialog's test id. */
  readonly formId: string;
  readonly onClose: () => void;
  /** The new choice, which the screen keeps under its storage key. */
  readonly onSave: (choice: ColumnChoiceOf<C>) => void;
}

/** Spec 02 §2: a table's column-settings dialog, a checkbox per column; a column stays shown unless unticked. */
export function ColumnSettingsDialog<C extends string>({ open, columns, choice, labelOf, title, saveLabel, cancelLabel, formId, onClose, onSave }: Props<C>) {
  const [draft, setDraft] = useState(choice);
  useEffect(() => {
    if (open) setDraft(choice);
  }, [open, choice]);
  return (
    <FormDialog open={open} onClose={onClose} title={title} formId={formId} submitLabel={saveLabel} cancelLabel={cancelLabel} testId={`${formId}-dialog`}>
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          onSave(draft);
        }}
      >
        <SimpleGrid columns={2} gap="3">
          {columns.map((column) => (
            <HStack as="label" key={column} gap="2" cursor="pointer">
              <input
                type="checkbox"
                name={column}
                checked={draft[column] !== false}
                onChange={(event) => {
                  const { checked } = event.currentTarget;
                  setDraft((old) => ({ ...old, [column]: checked }));
                }}
                style={{ accentColor: 'var(--chakra-colors-teal-solid)', width: '1rem', height: '1rem' }}
              />
              <Text fontSize="sm">{labelOf(column)}</Text>
            </HStack>
          ))}
        </SimpleGrid>
      </form>
    </FormDialog>
  );
}
