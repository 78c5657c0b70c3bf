/* The tasks feature: the Midjourney and task lists over the tasks read model, and their progress live. */
import type { TasksApp } from './tasks-app';

export { createTasksApp, type TasksApp, type TasksDeps, type TaskWhose } from './tasks-app';
export { TASK_ROUTES } from './rest';

declare module '../../platform/app' {
  interface App {
    readonly tasks: TasksApp;
  }
}
