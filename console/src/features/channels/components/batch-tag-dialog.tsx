import { Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { graphql } from '../../../gql';
import { notifySuccess } from '../../../lib/toaster';
import { checkBatchTag } from '../tag-rules';

const SetTag = graphql(`
  mutation BatchTag_Set($ids: [Int!]!, $tag: String!) {
    setChannelsTag(ids: $ids, tag: $tag)
  }
`);

/** Spec 02 §2's batch-tag dialog: one tag for every selected channel. */
export function BatchTagDialog({ open, ids, onClose, onDone }: { open: boolean; ids: readonly number[]; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('channels');
  const client = useClient();
  const [tag, setTag] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const close = () => {
    setTag('');
    setError(undefined);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('batchTagDialog.title', { count: ids.length })}
      formId="batch-tag"
      submitLabel={t('batchTagDialog.save')}
      cancelLabel={t('batchTagDialog.cancel')}
      submitting={sending}
      testId="batch-tag-dialog"
    >
      <form
        id="batch-tag"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const checked = checkBatchTag(ids, tag);
          if ('error' in checked) {
            setError(t(`errors.${checked.error}`));
            return;
          }
          setSending(true);
          void client
            .mutation(SetTag, checked)
            .toPromise()
            .then((result) => {
              setSending(false);
              if (!result.data) return;
              notifySuccess(t('messages.tagged', { count: result.data.setChannelsTag }));
              close();
              onDone();
            });
        }}
      >
        <FormField label={t('batchTagDialog.tag')} error={error}>
          <Input name="tag" value={tag} onChange={(event) => setTag(event.currentTarget.value)} />
        </FormField>
      </form>
    </FormDialog>
  );
}
