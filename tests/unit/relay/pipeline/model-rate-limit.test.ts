import { describe, expect, it } from 'vitest';
import { modelRateLimitFor } from '../../../../services/relay/pipeline/model-rate-limit';

const options = { enabled: true, count: 0, successCount: 1000, durationMinutes: 1, groups: { vip: [50, 20] as const } };

describe('the model request rate limit', () => {
  it('applies the global pair, with 0 meaning no limit on the total', () => {
    expect(modelRateLimitFor(options, 'default')).toEqual({ windowMs: 60_000, minutes: 1, total: null, successes: 1000 });
    expect(modelRateLimitFor({ ...options, count: 30 }, 'default')).toMatchObject({ total: 30 });
  });

  it("applies a group's own pair", () => {
    expect(modelRateLimitFor(options, 'vip')).toEqual({ windowMs: 60_000, minutes: 1, total: 50, successes: 20 });
  });

  it('is off when disabled or when the window is 0 minutes', () => {
    expect(modelRateLimitFor({ ...options, enabled: false }, 'vip')).toBeNull();
    expect(modelRateLimitFor({ ...options, durationMinutes: 0 }, 'vip')).toBeNull();
  });
});
