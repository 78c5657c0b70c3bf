import { useTranslation } from 'react-i18next';
import { ColumnSettingsDialog } from '../../../components/column-settings-dialog';
import { CHANNEL_COLUMNS, type ChannelColumnChoice } from '../channel-columns';

interface Props {
  readonly open: boolean;
  readonly choice: ChannelColumnChoice;
  readonly onClose: () => void;
  /** The new choice, which the page keeps in `channels-table-columns`. */
  readonly onSave: (choice: ChannelColumnChoice) => void;
}

/** The channel list's column settings. */
export function ChannelColumnSettings({ open, choice, onClose, onSave }: Props) {
  const { t } = useTranslation('channels');
  return (
    <ColumnSettingsDialog
      open={open}
      columns={CHANNEL_COLUMNS}
      choice={choice}
      labelOf={(column) => t(`columns.${column}`)}
      title={t('columnsDialog.title')}
      saveLabel={t('columnsDialog.save')}
      cancelLabel={t('columnsDialog.cancel')}
      formId="channel-columns"
      onClose={onClose}
      onSave={onSave}
    />
  );
}
