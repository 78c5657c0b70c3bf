import { describe, expect, it } from 'vitest';
import { initialTaskFilter, taskFilterVariables, toInputTime } from '../../../console/src/features/task-logs/task-filter';
import type { TaskRow } from '../../../console/src/features/task-logs/task-row';
import {
  channelPalette,
  drawingActionOf,
  drawingDefaultRange,
  drawingSpentColour,
  drawingStateOf,
  progressPercent,
  spentSeconds,
  stateColour,
  submitCodeColour,
  submitCodeOf,
  taskActionOf,
  taskDefaultRange,
  taskStateOf,
} from '../../../console/src/features/task-logs/task-rules';
import { withChanges } from '../../../console/src/features/task-logs/use-live-tasks';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the drawing and task logs’ rules (spec 02 §4, §9)', () => {
  it('colours a drawing’s time spent green up to 60 s and red above', () => {
    expect(spentSeconds(1_000_000, 1_060_000)).toBe(60);
    expect(drawingSpentColour(60)).toBe('green');
    expect(spentSeconds(1_000_000, 1_060_100)).toBe(60.1);
    expect(drawingSpentColour(60.1)).toBe('red');
    expect(drawingSpentColour(0.4)).toBe('green');
  });

  it('has no time spent until the task finished', () => {
    expect(spentSeconds(1_000_000, 0)).toBeNull();
    expect(spentSeconds(0, 1_000_000)).toBeNull();
    expect(spentSeconds(2_000, 1_000)).toBeNull();
    expect(spentSeconds(1_000, 3_450)).toBe(2.5);
  });

  it('names the submit codes 1, 21, 22 and 0, with their colours, and anything else unknown', () => {
    expect([1, 21, 22, 0, 7, null].map(submitCodeOf)).toEqual(['submitted', 'waiting', 'duplicate', 'notSubmitted', 'unknown', 'unknown']);
    expect(submitCodeColour('submitted')).toBe('green');
    expect(submitCodeColour('duplicate')).toBe('orange');
    expect(submitCodeColour('unknown')).toBe('gray');
  });

  it('knows the drawing states and the tasks’, empty meaning submitting for a task', () => {
    expect(drawingStateOf('MODAL')).toBe('MODAL');
    expect(drawingStateOf('QUEUED')).toBe('UNKNOWN');
    expect(drawingStateOf('')).toBe('UNKNOWN');
    expect(taskStateOf('')).toBe('SUBMITTING');
    expect(taskStateOf('QUEUED')).toBe('QUEUED');
    expect(taskStateOf('MODAL')).toBe('UNKNOWN');
    expect(stateColour('SUCCESS')).toBe('green');
    expect(stateColour('FAILURE')).toBe('red');
    expect(stateColour('IN_PROGRESS')).toBe('blue');
  });

  it('knows the sixteen drawing actions and the two task actions', () => {
    expect(drawingActionOf('SWAP_FACE')).toBe('SWAP_FACE');
    expect(drawingActionOf('CUSTOM_ZOOM')).toBe('CUSTOM_ZOOM');
    expect(drawingActionOf('MUSIC')).toBe('unknown');
    expect(taskActionOf('LYRICS')).toBe('LYRICS');
    expect(taskActionOf('IMAGINE')).toBe('unknown');
  });

  it('reads the upstream’s progress text as a percentage from 0 to 100', () => {
    expect(progressPercent('50%')).toBe(50);
    expect(progressPercent(' 7 % ')).toBe(7);
    expect(progressPercent('100%')).toBe(100);
    expect(progressPercent('130%')).toBe(100);
    expect(progressPercent('')).toBe(0);
    expect(progressPercent('half')).toBe(0);
  });

  it('gives a channel the same colour each time', () => {
    expect(channelPalette(5)).toBe(channelPalette(5));
    expect(channelPalette(5)).not.toBe(channelPalette(6));
  });

  it('reads the drawing log from 30 days back to an hour ahead, the task log from the start of today', () => {
    const now = new Date(2026, 10, 26, 14, 37, 12);
    expect(drawingDefaultRange(now)).toEqual({ start: now.getTime() - 30 * DAY, end: now.getTime() + HOUR });
    expect(taskDefaultRange(now)).toEqual({ start: new Date(2026, 10, 26).getTime(), end: now.getTime() + HOUR });
    expect(initialTaskFilter('task', now)).toEqual({ channelId: '', taskId: '', start: '2026-11-26T00:00', end: '2026-11-26T15:37' });
    expect(initialTaskFilter('midjourney', now).start).toBe('2026-10-27T14:37');
  });

  it('sends the drawing log’s times in milliseconds and the task log’s in seconds, the channel only for admins', () => {
    const values = { channelId: ' 5 ', taskId: ' mj-1 ', start: toInputTime(Date.UTC(2026, 0, 1)), end: '' };
    expect(taskFilterVariables('midjourney', values, true)).toEqual({ channelId: 5, taskId: 'mj-1', startTimestamp: Date.UTC(2026, 0, 1) });
    expect(taskFilterVariables('task', values, true)).toEqual({ channelId: 5, taskId: 'mj-1', startTimestamp: Date.UTC(2026, 0, 1) / 1000 });
    expect(taskFilterVariables('task', values, false)).toEqual({ taskId: 'mj-1', startTimestamp: Date.UTC(2026, 0, 1) / 1000 });
    expect(taskFilterVariables('task', { ...values, channelId: 'x1' }, true).channelId).toBeUndefined();
  });

  it('applies live changes to the page’s rows, and puts new tasks first on the first page only', () => {
    const row = (key: string, cursor: string, progress: string, submitTime = 1): TaskRow => ({ taskKey: key, cursor, progress, submitTime }) as TaskRow;
    const page = [row('a', 'c2', '10%'), row('b', 'c1', '0%')];
    const changes = new Map([
      ['b', row('b', 'c4', '60%')],
      ['n', row('n', 'c3', '0%', 9)],
    ]);
    expect(withChanges(page, changes, true).map((r) => [r.taskKey, r.progress])).toEqual([
      ['n', '0%'],
      ['a', '10%'],
      ['b', '60%'],
    ]);
    expect(withChanges(page, changes, false).map((r) => r.taskKey)).toEqual(['a', 'b']);
  });
});
