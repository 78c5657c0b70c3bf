import { addNamespace } from '../../lib/i18n';
import en from '../../locales/en/chat.json';
import zh from '../../locales/zh/chat.json';

// The `chat` namespace loads with the chat embed, not with the first screen.
addNamespace('chat', { zh, en });
