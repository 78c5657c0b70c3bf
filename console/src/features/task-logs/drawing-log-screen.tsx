import { TaskLogPage } from './task-log-page';

/** /midjourney: the drawing log (spec 02 §2). */
export function DrawingLogScreen() {
  return <TaskLogPage kind="midjourney" />;
}
