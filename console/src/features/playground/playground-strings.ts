import { addNamespace } from '../../lib/i18n';
import en from '../../locales/en/playground.json';
import zh from '../../locales/zh/playground.json';

// The `playground` namespace loads with the playground, not with the first screen.
addNamespace('playground', { zh, en });
