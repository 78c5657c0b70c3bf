import { addNamespace } from '../../lib/i18n';
import en from '../../locales/en/wallet.json';
import zh from '../../locales/zh/wallet.json';

// The `wallet` namespace loads with its screen, not with the first screen.
addNamespace('wallet', { zh, en });
