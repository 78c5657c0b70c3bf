import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphql } from '../../../gql';
import { copyText } from '../../../lib/copy-text';
import { notifyError, notifySuccess } from '../../../lib/toaster';
import { redemptionActions } from '../redemption-rules';
import type { RedemptionHandlers, RedemptionRow } from '../redemption-row';
import { ConfirmDialog } from '../../../components/confirm-dialog';

const SetStatus = graphql(`
  mutation RedemptionRowActions_SetStatus($id: Int!, $status: Int!) {
    setRedemptionStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

const Delete = graphql(`
  mutation RedemptionRowActions_Delete($id: Int!) {
    deleteRedemption(id: $id)
  }
`);

/** Spec 02 §4: copy; edit only while unused; disable while unused, otherwise enable (blocked once used); delete. */
export function RedemptionRowActions({ code, handlers }: { code: RedemptionRow; handlers: RedemptionHandlers }) {
  const { t } = useTranslation('redemptions');
  const { t: common } = useTranslation();
  const actions = redemptionActions(code.status);
  const [{ fetching: setting }, setStatus] = useMutation(SetStatus);
  const [{ fetching: deleting }, remove] = useMutation(Delete);
  const [confirming, setConfirming] = useState(false);

  const copy = async () => {
    if (await copyText(code.key)) notifySuccess(common('copy.copied', { text: code.key }));
    else notifyError(`${common('copy.failed')}: ${code.key}`);
  };
  const toggle = async () => {
    const result = await setStatus({ id: code.id, status: actions.toggle === 'disable' ? 2 : 1 });
    if (!result.data) return;
    notifySuccess(t('actions.done'));
    handlers.onChanged();
  };
  const destroy = async () => {
    setConfirming(false);
    const result = await remove({ id: code.id });
    if (!result.data) return;
    notifySuccess(t('actions.deleted'));
    handlers.onChanged();
  };

  return (
    <HStack gap="1.5" wrap="wrap" data-testid={`redemption-actions-${code.id}`}>
      <Button size="xs" variant="outline" colorPalette="teal" onClick={() => void copy()}>
        {t('actions.copy')}
      </Button>
      <Button
        size="xs"
        variant="outline"
        disabled={!actions.edit}
        title={actions.edit ? undefined : t('actions.editHint')}
        onClick={() => handlers.onEdit(code)}
      >
        {t('actions.edit')}
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette={actions.toggle === 'disable' ? 'orange' : 'green'}
        disabled={!actions.toggleEnabled || setting}
        title={actions.toggleEnabled ? undefined : t('actions.usedHint')}
        onClick={() => void toggle()}
      >
        {t(`actions.${actions.toggle}`)}
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" disabled={deleting} onClick={() => setConfirming(true)}>
        {t('actions.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('actions.confirmDeleteTitle')}
        message={t('actions.confirmDelete', { name: code.name })}
        confirmLabel={t('actions.confirm')}
        cancelLabel={t('actions.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void destroy()}
      />
    </HStack>
  );
}
