import { Button, HStack, Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChannelActions } from '../use-channel-actions';
import { ConfirmDialog } from '../../../components/confirm-dialog';

interface Props {
  readonly channel: { id: number; name: string; status: number; models: string; testModel: string };
  readonly actions: ChannelActions;
  readonly onEdit: (id: number) => void;
  readonly onPickModel: (channel: { id: number; name: string; models: string }) => void;
}

/** Spec 02 §2's per-channel actions: test (a model picker under "more"), enable or disable, edit, balance, copy, delete. */
export function ChannelRowActions({ channel, actions, onEdit, onPickModel }: Props) {
  const { t } = useTranslation('channels');
  const [busy, setBusy] = useState<'test' | 'status' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const run = async (what: 'test' | 'status', action: () => Promise<unknown>) => {
    setBusy(what);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };
  const enabled = channel.status === 1;
  return (
    <HStack gap="1.5" wrap="wrap" data-testid={`channel-actions-${channel.id}`}>
      <Button size="xs" variant="outline" colorPalette="teal" loading={busy === 'test'} onClick={() => void run('test', () => actions.test(channel))}>
        {t('actions.test')}
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette={enabled ? 'orange' : 'green'}
        loading={busy === 'status'}
        onClick={() => void run('status', () => actions.setStatus(channel.id, enabled ? 2 : 1))}
      >
        {enabled ? t('actions.disable') : t('actions.enable')}
      </Button>
      <Button size="xs" variant="outline" onClick={() => onEdit(channel.id)}>
        {t('actions.edit')}
      </Button>
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button size="xs" variant="ghost" aria-label={t('actions.more')} data-testid="channel-more">
            ⋯
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="pick" onClick={() => onPickModel(channel)}>
                {t('actions.chooseModel')}
              </Menu.Item>
              <Menu.Item value="balance" onClick={() => void actions.updateBalance(channel)}>
                {t('balance.update')}
              </Menu.Item>
              <Menu.Item value="copy" onClick={() => void actions.copy(channel.id)}>
                {t('actions.copy')}
              </Menu.Item>
              <Menu.Item value="delete" color="fg.error" onClick={() => setConfirming(true)}>
                {t('actions.delete')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ConfirmDialog
        open={confirming}
        title={t('confirm.deleteTitle')}
        message={t('confirm.deleteMessage', { name: channel.name })}
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('confirm.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void actions.remove(channel.id);
        }}
      />
    </HStack>
  );
}
