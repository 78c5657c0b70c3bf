import { Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { commaItems } from '../channel-rules';
import type { ChannelTagRow } from '../channel-row';
import { checkTagEdit, type TagEditInput, type TagEditValues } from '../tag-rules';

/** The tag's values as the dialog starts: its name, groups, the union of its channels' models, its priority and weight (empty when they differ). */
export const tagEditValuesOf = (row: ChannelTagRow): TagEditValues => ({
  newTag: row.tag,
  modelMapping: '',
  groups: row.group,
  models: [...new Set(row.channels.flatMap((channel) => commaItems(channel.models)))].join(','),
  priority: row.tagPriority === null || row.tagPriority === undefined ? '' : String(row.tagPriority),
  weight: row.tagWeight === null || row.tagWeight === undefined ? '' : String(row.tagWeight),
});

interface Props {
  readonly row: ChannelTagRow | null;
  readonly onClose: () => void;
  /** Sends the changes; true when saved. */
  readonly onSave: (input: TagEditInput) => Promise<boolean>;
}

/** Spec 02 §2's tag edit dialog: what it changes applies to every channel with the tag. */
export function TagEditDialog({ row, onClose, onSave }: Props) {
  const { t } = useTranslation('channels');
  const initial = row ? tagEditValuesOf(row) : null;
  const [values, setValues] = useState<TagEditValues | null>(initial);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const tag = row?.tag ?? '';
  useEffect(() => {
    setValues(row ? tagEditValuesOf(row) : null);
    setError(undefined);
  }, [row]);
  const update = (name: keyof TagEditValues, value: string) => setValues((old) => old && { ...old, [name]: value });
  const field = (name: keyof TagEditValues, multiline = false) => (
    <FormField label={t(`tagDialog.${name}`)}>
      {multiline ? (
        <Textarea
          name={name}
          rows={3}
          fontFamily="mono"
          fontSize="sm"
          value={values?.[name] ?? ''}
          onChange={(event) => update(name, event.currentTarget.value)}
        />
      ) : (
        <Input name={name} value={values?.[name] ?? ''} onChange={(event) => update(name, event.currentTarget.value)} />
      )}
    </FormField>
  );
  return (
    <FormDialog
      open={row !== null}
      onClose={onClose}
      title={t('tagDialog.title', { tag })}
      formId="tag-edit"
      submitLabel={t('tagDialog.save')}
      cancelLabel={t('tagDialog.cancel')}
      submitting={sending}
      testId="tag-edit-dialog"
    >
      <form
        id="tag-edit"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!initial || !values) return;
          const checked = checkTagEdit(tag, initial, values);
          if ('error' in checked) {
            setError(t(`errors.${checked.error}`));
            return;
          }
          setError(undefined);
          setSending(true);
          void onSave(checked.input).then((saved) => {
            setSending(false);
            if (saved) onClose();
          });
        }}
      >
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {t('tagDialog.help')}
          </Text>
          {field('newTag')}
          {field('groups')}
          {field('models', true)}
          {field('modelMapping', true)}
          {field('priority')}
          {field('weight')}
          {error && (
            <Text color="fg.error" fontSize="sm" role="alert" data-testid="tag-edit-error">
              {error}
            </Text>
          )}
        </Stack>
      </form>
    </FormDialog>
  );
}
