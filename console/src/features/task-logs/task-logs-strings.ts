import { addNamespace } from '../../lib/i18n';
import en from '../../locales/en/tasks.json';
import zh from '../../locales/zh/tasks.json';

// The `tasks` namespace loads with the drawing and task logs, not with the first screen.
addNamespace('tasks', { zh, en });
