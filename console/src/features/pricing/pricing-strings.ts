import { addNamespace } from '../../lib/i18n';
import en from '../../locales/en/pricing.json';
import zh from '../../locales/zh/pricing.json';

// The `pricing` namespace loads with the pricing screen, not with the first screen.
addNamespace('pricing', { zh, en });
