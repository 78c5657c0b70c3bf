import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../hooks/use-status';
import { chatSettingsTarget } from './chat-link';
import './chat-strings';
import { ChatNotice } from './components/chat-notice';
import { useChatKey } from './use-chat-key';

/** Where the browser goes; a seam so the component tests can see the address without leaving the page. */
export const leavePage = { to: (url: string) => window.location.assign(url) };

/**
 * /chat2link (spec 02 §2, signed in): the first chat link with settings
 * carrying the user's first enabled key and the server's url.
 */
export function Chat2LinkScreen() {
  const { t } = useTranslation('chat');
  const { status } = useStatus();
  const chatKey = useChatKey(true);
  const target = chatKey.kind === 'ready' && chatKey.key !== null ? chatSettingsTarget(status?.chats ?? [], chatKey.serverAddress, chatKey.key) : null;
  const url = target?.kind === 'ready' ? target.url : null;

  useEffect(() => {
    if (url !== null) leavePage.to(url);
  }, [url]);

  if (target === null || target.kind === 'ready')
    return <ChatNotice text={chatKey.kind === 'none' ? t('noEnabledToken') : t('redirecting')} busy={chatKey.kind !== 'none'} />;
  switch (target.kind) {
    case 'unconfigured':
      return <ChatNotice text={t('notConfigured')} tone="error" />;
    case 'invalid':
      return <ChatNotice text={t('configError')} tone="error" />;
    default: {
      const unknown: never = target;
      return unknown;
    }
  }
}
