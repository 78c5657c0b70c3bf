import { HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { availableColumns, type ColumnChoice } from '../log-columns';

interface Props {
  readonly open: boolean;
  readonly admin: boolean;
  readonly choice: ColumnChoice;
  readonly onClose: () => void;
  /** The new choice, which the page keeps in `logs-table-columns`. */
  readonly onSave: (choice: ColumnChoice) => void;
}

/** Spec 02 §2: the column-settings dialog; a column stays shown unless unticked. */
export function ColumnSettings({ open, admin, choice, onClose, onSave }: Props) {
  const { t } = useTranslation('logs');
  const [draft, setDraft] = useState(choice);
  useEffect(() => {
    if (open) setDraft(choice);
  }, [open, choice]);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('columnsDialog.title')}
      formId="log-columns"
      submitLabel={t('columnsDialog.save')}
      cancelLabel={t('columnsDialog.cancel')}
      testId="log-columns-dialog"
    >
      <form
        id="log-columns"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(draft);
        }}
      >
        <SimpleGrid columns={2} gap="3">
          {availableColumns(admin).map((column) => (
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
              <Text fontSize="sm">{t(`columns.${column}`)}</Text>
            </HStack>
          ))}
        </SimpleGrid>
      </form>
    </FormDialog>
  );
}
