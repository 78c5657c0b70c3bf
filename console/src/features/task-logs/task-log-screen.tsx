import { TaskLogPage } from './task-log-page';

/** /task: the task log of music tasks (spec 02 §2). */
export function TaskLogScreen() {
  return <TaskLogPage kind="task" />;
}
