import { useTranslation } from 'react-i18next';
import { ColumnSettingsDialog } from '../../../components/column-settings-dialog';
import { availableColumns, type ColumnChoice } from '../log-columns';

interface Props {
  readonly open: boolean;
  readonly admin: boolean;
  readonly choice: ColumnChoice;
  readonly onClose: () => void;
  /** The new choice, which the page keeps in `logs-table-columns`. */
  readonly onSave: (choice: ColumnChoice) => void;
}

/** The usage log's column settings: admins also choose the admin columns. */
export function ColumnSettings({ open, admin, choice, onClose, onSave }: Props) {
  const { t } = useTranslation('logs');
  return (
    <ColumnSettingsDialog
      open={open}
      columns={availableColumns(admin)}
      choice={choice}
      labelOf={(column) => t(`columns.${column}`)}
      title={t('columnsDialog.title')}
      saveLabel={t('columnsDialog.save')}
      cancelLabel={t('columnsDialog.cancel')}
      formId="log-columns"
      onClose={onClose}
      onSave={onSave}
    />
  );
}
