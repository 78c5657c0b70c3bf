import { describe, expect, it } from 'vitest';
import { serverTimingHeader } from '../../../../services/relay/pipeline/server-timing';

describe('serverTimingHeader', () => {
  it('names each part with its duration in milliseconds, two decimals, in the order the request went through them', () => {
    expect(serverTimingHeader({ admitMs: 0.123456, reserveMs: 1.5, upstreamMs: 250 })).toBe('admit;dur=0.12, reserve;dur=1.50, upstream;dur=250.00');
  });
});
