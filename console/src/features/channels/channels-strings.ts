import { addNamespace } from '../../lib/i18n';
import en from '../../locales/en/channels.json';
import zh from '../../locales/zh/channels.json';

// The `channels` namespace loads with the channels screen, not with the first screen.
addNamespace('channels', { zh, en });
