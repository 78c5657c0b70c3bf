import { addNamespace } from '../../lib/i18n';
import en from '../../locales/en/redemptions.json';
import zh from '../../locales/zh/redemptions.json';

// The `redemptions` namespace loads with its screen, not with the first screen.
addNamespace('redemptions', { zh, en });
