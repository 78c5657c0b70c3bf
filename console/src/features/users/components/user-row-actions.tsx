import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphql } from '../../../gql';
import { notifySuccess } from '../../../lib/toaster';
import { rowActions, type ManageAction, type Target } from '../user-rules';
import { ConfirmDialog } from '../../../components/confirm-dialog';

const Manage = graphql(`
  mutation UserRowActions_Manage($id: Int!, $action: ManageAction!) {
    manageUser(id: $id, action: $action) {
      role
      status
    }
  }
`);

interface Props {
  readonly caller: { id: number; role: number };
  readonly user: Target & { username: string };
  readonly onEdit: () => void;
  readonly onAddQuota: () => void;
  /** After promote, demote, disable or enable: the role and status the server answered. */
  readonly onManaged: (change: { role: number; status: number }) => void;
  readonly onDeleted: () => void;
}

const ORDER: readonly ManageAction[] = ['promote', 'demote', 'disable', 'enable'];

/** Spec 01 §4, §6: a row's edit, add-quota and manage buttons, as the caller's role and the user's status allow. */
export function UserRowActions({ caller, user, onEdit, onAddQuota, onManaged, onDeleted }: Props) {
  const { t } = useTranslation('users');
  const [{ fetching }, manage] = useMutation(Manage);
  const [confirming, setConfirming] = useState(false);
  const actions = rowActions(caller, user);

  const run = async (action: ManageAction) => {
    const result = await manage({ id: user.id, action });
    if (!result.data) return;
    notifySuccess(t('actions.done'));
    if (action === 'delete') onDeleted();
    else onManaged(result.data.manageUser);
  };

  return (
    <HStack gap="1.5" wrap="wrap" data-testid={`user-actions-${user.username}`}>
      <Button size="xs" variant="outline" disabled={!actions.edit.enabled} onClick={onEdit}>
        {t('actions.edit')}
      </Button>
      <Button size="xs" variant="outline" disabled={!actions.edit.enabled} onClick={onAddQuota}>
        {t('actions.addQuota')}
      </Button>
      {ORDER.filter((action) => actions[action].shown).map((action) => (
        <Button
          key={action}
          size="xs"
          variant="outline"
          colorPalette={action === 'disable' ? 'orange' : undefined}
          disabled={!actions[action].enabled || fetching}
          title={action === 'enable' && user.status === 3 ? t('actions.lockedHint') : undefined}
          onClick={() => void run(action)}
        >
          {t(`actions.${action}`)}
        </Button>
      ))}
      <Button size="xs" variant="outline" colorPalette="red" disabled={!actions.delete.enabled || fetching} onClick={() => setConfirming(true)}>
        {t('actions.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('actions.confirmDeleteTitle')}
        message={t('actions.confirmDelete', { name: user.username })}
        confirmLabel={t('actions.confirm')}
        cancelLabel={t('actions.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void run('delete');
        }}
      />
    </HStack>
  );
}
