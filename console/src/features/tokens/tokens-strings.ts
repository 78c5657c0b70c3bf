import { addNamespace } from '../../lib/i18n';
import en from '../../locales/en/tokens.json';
import zh from '../../locales/zh/tokens.json';

// The `tokens` namespace loads with its screen, not with the first screen.
addNamespace('tokens', { zh, en });
