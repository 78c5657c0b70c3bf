/*
 * Spec 02 sections 4 and 9 for the drawing and task logs: the actions, submit
 * codes and states with their colours, the time spent and its colour, the
 * progress as a number, and the default ranges. Pure, so the tests check them
 * without rendering.
 */

/** Spec 02 §4: the drawing actions. */
export const DRAWING_ACTIONS = [
  'IMAGINE',
  'UPSCALE',
  'VARIATION',
  'HIGH_VARIATION',
  'LOW_VARIATION',
  'PAN',
  'DESCRIBE',
  'BLEND',
  'UPLOAD',
  'SHORTEN',
  'REROLL',
  'INPAINT',
  'ZOOM',
  'CUSTOM_ZOOM',
  'MODAL',
  'SWAP_FACE',
] as const;
export type DrawingAction = (typeof DRAWING_ACTIONS)[number] | 'unknown';

export const drawingActionOf = (action: string): DrawingAction =>
  ((DRAWING_ACTIONS as readonly string[]).find((known) => known === action) as DrawingAction | undefined) ?? 'unknown';

/** Spec 02 §4: 1 submitted, 21 waiting, 22 duplicate submission, 0 not submitted. */
export type SubmitCode = 'submitted' | 'waiting' | 'duplicate' | 'notSubmitted' | 'unknown';

export function submitCodeOf(code: number | null | undefined): SubmitCode {
  switch (code) {
    case 1:
      return 'submitted';
    case 21:
      return 'waiting';
    case 22:
      return 'duplicate';
    case 0:
      return 'notSubmitted';
    default:
      return 'unknown';
  }
}

export function submitCodeColour(code: SubmitCode): string {
  switch (code) {
    case 'submitted':
      return 'green';
    case 'waiting':
      return 'blue';
    case 'duplicate':
      return 'orange';
    case 'notSubmitted':
      return 'yellow';
    case 'unknown':
      return 'gray';
  }
}

/** Spec 02 §4: drawing states, and the tasks' (which add QUEUED, UNKNOWN and '' for "submitting"). */
export type TaskState = 'NOT_START' | 'SUBMITTED' | 'QUEUED' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILURE' | 'MODAL' | 'UNKNOWN' | 'SUBMITTING';

const DRAWING_STATES: readonly TaskState[] = ['NOT_START', 'SUBMITTED', 'IN_PROGRESS', 'SUCCESS', 'FAILURE', 'MODAL'];
const TASK_STATES: readonly TaskState[] = ['NOT_START', 'SUBMITTED', 'QUEUED', 'IN_PROGRESS', 'SUCCESS', 'FAILURE', 'UNKNOWN'];

/** A drawing's status; anything else (an empty one too) is unknown. */
export const drawingStateOf = (status: string): TaskState => DRAWING_STATES.find((state) => state === status) ?? 'UNKNOWN';

/** A task's status: empty means submitting; anything else unknown. */
export const taskStateOf = (status: string): TaskState => (status === '' ? 'SUBMITTING' : (TASK_STATES.find((state) => state === status) ?? 'UNKNOWN'));

export function stateColour(state: TaskState): string {
  switch (state) {
    case 'SUCCESS':
      return 'green';
    case 'FAILURE':
      return 'red';
    case 'IN_PROGRESS':
      return 'blue';
    case 'SUBMITTED':
      return 'purple';
    case 'QUEUED':
      return 'cyan';
    case 'MODAL':
      return 'yellow';
    case 'SUBMITTING':
      return 'orange';
    case 'NOT_START':
    case 'UNKNOWN':
      return 'gray';
  }
}

/** Spec 02 §4: the music task actions; others show as they are. */
export type TaskAction = 'MUSIC' | 'LYRICS' | 'unknown';
export const taskActionOf = (action: string): TaskAction => (action === 'MUSIC' || action === 'LYRICS' ? action : 'unknown');

/** Seconds from submission to the finish, one decimal; null until both are known (times in ms, 0 until known). */
export function spentSeconds(submitTime: number, finishTime: number): number | null {
  if (submitTime <= 0 || finishTime <= 0 || finishTime < submitTime) return null;
  return Math.round((finishTime - submitTime) / 100) / 10;
}

/** Spec 02 §9: a drawing's time spent is green up to 60 s, red above. */
export const drawingSpentColour = (seconds: number): 'green' | 'red' => (seconds <= 60 ? 'green' : 'red');

/** The upstream's progress text (`50%`) as a whole percentage from 0 to 100; 0 when it says nothing usable. */
export function progressPercent(progress: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*%?\s*$/.exec(progress);
  if (!match) return 0;
  return Math.min(100, Math.max(0, Math.round(Number(match[1]))));
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Spec 02 §9: the drawing log reads from 30 days back to an hour ahead (milliseconds). */
export function drawingDefaultRange(now: Date): { start: number; end: number } {
  return { start: now.getTime() - 30 * DAY_MS, end: now.getTime() + HOUR_MS };
}

/** Spec 02 §9: the task log reads from the start of today (local) to an hour ahead (milliseconds). */
export function taskDefaultRange(now: Date): { start: number; end: number } {
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  return { start: startOfToday, end: now.getTime() + HOUR_MS };
}

/** The palettes a channel's tag takes, one per channel id in turn, so the same channel keeps its colour. */
export const CHANNEL_PALETTES = ['blue', 'cyan', 'green', 'orange', 'pink', 'purple', 'red', 'teal', 'yellow'] as const;

export const channelPalette = (channelId: number): string => CHANNEL_PALETTES[Math.abs(Math.trunc(channelId)) % CHANNEL_PALETTES.length]!;
