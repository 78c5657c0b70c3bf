import { useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { graphql } from '../../gql';
import type { LogKind, TaskFilterVariables } from './task-filter';
import type { TaskRow } from './task-row';

const AllChanged = graphql(`
  subscription LiveTasks_All($kind: TaskKind!, $filter: TaskFilter, $after: String) {
    taskChanged(kind: $kind, filter: $filter, after: $after) {
      ...TaskRow_Fields
    }
  }
`);

const MineChanged = graphql(`
  subscription LiveTasks_Mine($kind: TaskKind!, $filter: TaskFilter, $after: String) {
    myTaskChanged(kind: $kind, filter: $filter, after: $after) {
      ...TaskRow_Fields
    }
  }
`);

/** How long after the last change the subscription is renewed to carry its cursor. */
const RESUME_DELAY_MS = 800;

interface Options {
  readonly kind: LogKind;
  readonly admin: boolean;
  readonly filter: TaskFilterVariables;
  /** The feed's place when the page was read; the feed waits while the page is loading (undefined). */
  readonly after: string | undefined;
}

/**
 * The tasks that changed since the page was read, by task key, the latest
 * version of each. The feed starts at the page's own cursor, read with it:
 * a task the page was read too early to show still arrives. The subscription is renewed shortly after each change
 * with its cursor, so a dropped socket resumes after it (graphql-ws sends
 * the same variables again): nothing missed, and a change at or before the
 * last one received is dropped, so nothing twice.
 */
export function useLiveTasks({ kind, admin, filter, after }: Options): ReadonlyMap<string, TaskRow> {
  const client = useClient();
  const filterKey = JSON.stringify(filter);
  const start = JSON.stringify([kind, admin, filterKey, after]);
  const [received, setReceived] = useState<{ start: string; tasks: ReadonlyMap<string, TaskRow> }>({ start, tasks: new Map() });
  const [resume, setResume] = useState<{ start: string; after: string | undefined }>({ start, after });
  const resumeAfter = resume.start === start ? resume.after : after;
  // The newest change received: a renewed feed may send it again. (The page's cursor is the server's to read.)
  const last = useRef<{ start: string; cursor: string | null }>({ start, cursor: null });

  useEffect(() => {
    if (resumeAfter === undefined) return;
    if (last.current.start !== start) last.current = { start, cursor: null };
    let renew: ReturnType<typeof setTimeout> | undefined;
    const variables = { kind, filter: JSON.parse(filterKey) as TaskFilterVariables, after: resumeAfter };
    const onTask = (task: TaskRow | undefined) => {
      const seen = last.current.cursor;
      if (!task || (seen !== null && task.cursor <= seen)) return;
      last.current = { start, cursor: task.cursor };
      setReceived((old) => {
        const tasks = new Map(old.start === start ? old.tasks : []);
        tasks.set(task.taskKey, task);
        return { start, tasks };
      });
      clearTimeout(renew);
      renew = setTimeout(() => setResume({ start, after: task.cursor }), RESUME_DELAY_MS);
    };
    const { unsubscribe } = admin
      ? client.subscription(AllChanged, variables).subscribe((result) => onTask(result.data?.taskChanged))
      : client.subscription(MineChanged, variables).subscribe((result) => onTask(result.data?.myTaskChanged));
    return () => {
      clearTimeout(renew);
      unsubscribe();
    };
  }, [client, kind, admin, filterKey, after, start, resumeAfter]);

  return received.start === start ? received.tasks : new Map();
}

/** The page's rows with the changes applied; on the first page, tasks new since then come first. */
export function withChanges(rows: readonly TaskRow[], changes: ReadonlyMap<string, TaskRow>, firstPage: boolean): TaskRow[] {
  const onPage = new Set(rows.map((row) => row.taskKey));
  const added = firstPage ? [...changes.values()].filter((task) => !onPage.has(task.taskKey)).sort((a, b) => b.submitTime - a.submitTime) : [];
  return [...added, ...rows.map((row) => changes.get(row.taskKey) ?? row)];
}
