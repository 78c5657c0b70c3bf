import { describe, expect, it } from 'vitest';
import { egressPolicyFollowing } from '../../../../services/platform/egress/policy';

describe('egressPolicyFollowing', () => {
  it('parses the allow-list once while it stays the same value, and again when it changes', () => {
    let list: readonly string[] = ['127.0.0.1:8080'];
    let reads = 0;
    const policy = egressPolicyFollowing(() => {
      reads++;
      return list;
    });
    const first = policy();
    expect(policy()).toBe(first);
    expect(reads).toBe(2);
    list = ['10.0.0.0/8'];
    const second = policy();
    expect(second).not.toBe(first);
    expect(second.allow).not.toEqual(first.allow);
    expect(policy()).toBe(second);
  });
});
