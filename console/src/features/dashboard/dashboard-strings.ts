import { addNamespace } from '../../lib/i18n';
import en from '../../locales/en/dashboard.json';
import zh from '../../locales/zh/dashboard.json';

// The `dashboard` namespace loads with the dashboard, not with the first screen.
addNamespace('dashboard', { zh, en });
