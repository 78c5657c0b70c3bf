import { Button, HStack, Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphql } from '../../../gql';
import { useStatus } from '../../../hooks/use-status';
import { copyText } from '../../../lib/copy-text';
import { notifyError, notifySuccess } from '../../../lib/toaster';
import { buildChatLink } from '../chat-link';
import type { TokenListHandlers, TokenRow } from '../token-row';
import { toggledStatus } from '../token-rules';
import { ConfirmDialog } from '../../../components/confirm-dialog';

const SetStatus = graphql(`
  mutation TokenRowActions_SetStatus($id: Int!, $status: Int!) {
    setTokenStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

const Delete = graphql(`
  mutation TokenRowActions_Delete($id: Int!) {
    deleteToken(id: $id)
  }
`);

/** Spec 02 §2, §4: a token's chat, copy, enable or disable (a status-only update), edit and delete. */
export function TokenRowActions({ token, handlers }: { token: TokenRow; handlers: TokenListHandlers }) {
  const { t } = useTranslation('tokens');
  const { status } = useStatus();
  const chats = status?.chats ?? [];
  const [{ fetching: setting }, setStatus] = useMutation(SetStatus);
  const [{ fetching: deleting }, remove] = useMutation(Delete);
  const [confirming, setConfirming] = useState(false);
  const full = `sk-${token.key}`;

  const openChat = (template: string | undefined) => {
    const link = buildChatLink(template, handlers.serverAddress, token.key);
    switch (link.kind) {
      case 'none':
        notifyError(t('actions.noChats'));
        return;
      case 'broken':
        notifyError(t('actions.chatBroken'));
        return;
      case 'ok':
        window.open(link.url, '_blank', 'noopener');
    }
  };
  const copy = async () => {
    if (await copyText(full)) notifySuccess(t('actions.copied'));
    else handlers.onCopyFailed(full);
  };
  const toggle = async () => {
    const result = await setStatus({ id: token.id, status: toggledStatus(token.status) });
    if (!result.data) return;
    notifySuccess(t('actions.done'));
    handlers.onChanged();
  };
  const destroy = async () => {
    setConfirming(false);
    const result = await remove({ id: token.id });
    if (!result.data) return;
    notifySuccess(t('actions.deleted'));
    handlers.onChanged();
  };

  return (
    <HStack gap="1.5" wrap="wrap" data-testid={`token-actions-${token.name}`}>
      {chats.length > 1 ? (
        <Menu.Root>
          <Menu.Trigger asChild>
            <Button size="xs" variant="outline">
              {t('actions.chat')} ▾
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {chats.map((chat, index) => (
                  // A click, also what Enter on a highlighted item sends.
                  <Menu.Item key={chat.name} value={String(index)} onClick={() => openChat(chat.url)}>
                    {t('actions.chatWith', { name: chat.name })}
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      ) : (
        <Button size="xs" variant="outline" onClick={() => openChat(chats[0]?.url)}>
          {t('actions.chat')}
        </Button>
      )}
      <Button size="xs" variant="outline" colorPalette="teal" onClick={() => void copy()}>
        {t('actions.copy')}
      </Button>
      <Button size="xs" variant="outline" colorPalette={token.status === 1 ? 'orange' : 'green'} disabled={setting} onClick={() => void toggle()}>
        {token.status === 1 ? t('actions.disable') : t('actions.enable')}
      </Button>
      <Button size="xs" variant="outline" onClick={() => handlers.onEdit(token)}>
        {t('actions.edit')}
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" disabled={deleting} onClick={() => setConfirming(true)}>
        {t('actions.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('actions.confirmDeleteTitle')}
        message={t('actions.confirmDelete', { name: token.name })}
        confirmLabel={t('actions.confirm')}
        cancelLabel={t('actions.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void destroy()}
      />
    </HStack>
  );
}
