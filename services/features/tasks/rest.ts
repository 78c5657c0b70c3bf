import type { RestRoute } from '../../platform/rest/route';
import * as tasks from './rest-handlers';

/** The drawing and task logs (spec 02 section 7). */
export const TASK_ROUTES: readonly RestRoute[] = [
  { method: 'GET', path: '/api/mj/self/', access: 'user', handler: tasks.ownDrawings },
  { method: 'GET', path: '/api/mj/self', access: 'user', handler: tasks.ownDrawings },
  { method: 'GET', path: '/api/mj/', access: 'admin', handler: tasks.allDrawings },
  { method: 'GET', path: '/api/task/self/', access: 'user', handler: tasks.ownTasks },
  { method: 'GET', path: '/api/task/self', access: 'user', handler: tasks.ownTasks },
  { method: 'GET', path: '/api/task/', access: 'admin', handler: tasks.allTasks },
];
