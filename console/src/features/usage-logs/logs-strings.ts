import { addNamespace } from '../../lib/i18n';
import en from '../../locales/en/logs.json';
import zh from '../../locales/zh/logs.json';

// The `logs` namespace loads with the usage-log screen, not with the first screen.
addNamespace('logs', { zh, en });
