import { describe, expect, it } from 'vitest';
import { tasks } from '../../../../projections/tasks/tasks';
import type { TaskSubmitted, TaskUpdated } from '../../../../schema/events/task';
import type { Checkpoint } from '../../../../services/platform/ports/event-store';

/* The tasks read model: a row per task from its submission, each update changing what it names. */

const at = (n: number) => ({ position: `pg:1:${n}` as Checkpoint });
const envelope = { schemaVersion: 1, streamId: 'task-k1', correlationId: null, causationId: null, actor: { kind: 'system', reason: 'test' } } as const;
const submitted: TaskSubmitted = {
  ...envelope,
  eventId: '00000000-0000-4000-8000-000000000001',
  type: 'TaskSubmitted',
  occurredAt: '2026-11-25T10:00:00.000Z',
  data: {
    userId: 7,
    tokenId: null,
    channelId: 3,
    platform: 'midjourney',
    action: 'IMAGINE',
    upstreamTaskId: 'mj-1',
    code: 1,
    prompt: 'a cat',
    promptEn: 'a cat',
    quota: 50_000,
    requestId: 'r1',
    status: 'SUBMITTED',
    submitTime: 1_764_064_800_000,
  },
};
const update = (n: number, data: TaskUpdated['data']): TaskUpdated => ({
  ...envelope,
  eventId: `00000000-0000-4000-8000-00000000000${n}`,
  type: 'TaskUpdated',
  occurredAt: `2026-11-25T10:0${n}:00.000Z`,
  data,
});

describe('the tasks read model', () => {
  it('folds a submission and its progress, keeping what an update leaves out', () => {
    const key = tasks.keysOf(submitted)[0]!;
    expect(key).toEqual(['k1']);
    let row = tasks.evolve(null, submitted, key, at(1))!;
    expect(row).toMatchObject({
      platform: 'midjourney',
      user_id: 7n,
      channel_id: 3n,
      upstream_task_id: 'mj-1',
      status: 'SUBMITTED',
      progress: '',
      quota: 50_000n,
    });
    row = tasks.evolve(row, update(2, { status: 'IN_PROGRESS', progress: '40%', startTime: 1_764_064_860_000 }), key, at(2))!;
    row = tasks.evolve(
      row,
      update(3, { status: 'SUCCESS', progress: '100%', imageUrl: 'https://cdn.example/cat.png', finishTime: 1_764_064_920_000 }),
      key,
      at(3),
    )!;
    expect(row).toMatchObject({
      status: 'SUCCESS',
      progress: '100%',
      image_url: 'https://cdn.example/cat.png',
      start_time: 1_764_064_860_000n,
      finish_time: 1_764_064_920_000n,
      prompt: 'a cat',
      log_order: 'pg:00000000000000000001:00000000000000000003',
    });
  });

  it('leaves out an update of a task never submitted', () => {
    expect(tasks.evolve(null, update(2, { status: 'FAILURE', progress: '' }), ['k1'], at(2))).toBeNull();
  });
});
