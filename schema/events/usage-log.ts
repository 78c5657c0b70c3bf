import { z } from 'zod';
import { envelopeFields, type EventEnvelope } from './envelope';

/*
 * The usage log family: changes to the usage log read model that are not a
 * fact about money. Clearing old rows (`DELETE /api/log/`, the retention
 * clean-up) is recorded, so a replay removes the same rows at the same point
 * of history; the ledger keeps every event whatever is cleared here.
 */

const usageLogClearedV1 = z.object({
  /** Rows created before this instant leave the read model. */
  before: z.iso.datetime({ offset: false, precision: 3 }),
  /** `admin`: an admin asked for it; `retention`: the daily clean-up of the retention option. */
  reason: z.enum(['admin', 'retention']),
});

export type UsageLogClearedData = z.infer<typeof usageLogClearedV1>;
export type UsageLogCleared = EventEnvelope<'UsageLogCleared', UsageLogClearedData>;

export type UsageLogEvent = UsageLogCleared;

/** Every clearing goes to one stream: the order of clean-ups is the stream's. */
export const USAGE_LOG_STREAM = 'usage_log-clearings';

export const USAGE_LOG_EVENT_SCHEMAS = {
  UsageLogCleared: {
    latestVersion: 1,
    envelope: z.object({
      ...envelopeFields,
      streamId: z.literal(USAGE_LOG_STREAM),
      type: z.literal('UsageLogCleared'),
      data: usageLogClearedV1,
    }),
    upcasters: [] as ReadonlyArray<(data: unknown) => unknown>,
  },
} as const;
