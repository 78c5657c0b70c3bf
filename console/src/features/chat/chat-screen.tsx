import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useSessionUser } from '../../hooks/use-session-user';
import { useStatus } from '../../hooks/use-status';
import { chatFrameTarget, chatIndex } from './chat-link';
import './chat-strings';
import { ChatNotice } from './components/chat-notice';
import { useChatKey } from './use-chat-key';

/**
 * /chat/{id} (spec 02 §2 Chat embed, public): the chosen chat link of the
 * status in a frame, its `{address}` and `{key}` filled in; a signed-in
 * user's key is their first enabled token's.
 */
export function ChatScreen() {
  const { t } = useTranslation('chat');
  const { id } = useParams();
  const user = useSessionUser();
  const { status } = useStatus();
  const chats = status?.chats ?? [];
  const chatKey = useChatKey(user !== null);

  switch (chatKey.kind) {
    case 'loading':
      return <ChatNotice text={t('redirecting')} busy />;
    case 'none':
      return <ChatNotice text={t('noEnabledToken')} tone="error" />;
    case 'ready':
      break;
    default: {
      const unknown: never = chatKey;
      return unknown;
    }
  }
  const target = chatFrameTarget(chats, id, chatKey.serverAddress, chatKey.key);
  switch (target.kind) {
    case 'unconfigured':
      return <ChatNotice text={t('notConfigured')} tone="error" />;
    case 'invalid':
      return <ChatNotice text={t('configError')} tone="error" />;
    case 'ready': {
      const name = chats[chatIndex(id) ?? 0]?.name ?? '';
      return (
        <chakra.iframe
          src={target.url}
          title={t('frameTitle', { name })}
          w="full"
          h="calc(100dvh - 11rem)"
          minH="24rem"
          borderWidth="1px"
          borderRadius="lg"
          bg="bg.panel"
          data-testid="chat-frame"
        />
      );
    }
    default: {
      const unknown: never = target;
      return unknown;
    }
  }
}
