import { HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { CHANNEL_COLUMNS, type ChannelColumnChoice } from '../channel-columns';

interface Props {
  readonly open: boolean;
  readonly choice: ChannelColumnChoice;
  readonly onClose: () => void;
  /** The new choice, which the page keeps in `channels-table-columns`. */
  readonly onSave: (choice: ChannelColumnChoice) => void;
}

/** Spec 02 §2: the column-settings dialog; a column stays shown unless unticked. */
export function ChannelColumnSettings({ open, choice, onClose, onSave }: Props) {
  const { t } = useTranslation('channels');
  const [draft, setDraft] = useState(choice);
  useEffect(() => {
    if (open) setDraft(choice);
  }, [open, choice]);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('columnsDialog.title')}
      formId="channel-columns"
      submitLabel={t('columnsDialog.save')}
      cancelLabel={t('columnsDialog.cancel')}
      testId="channel-columns-dialog"
    >
      <form
        id="channel-columns"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(draft);
        }}
      >
        <SimpleGrid columns={2} gap="3">
          {CHANNEL_COLUMNS.map((column) => (
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
