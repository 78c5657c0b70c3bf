import { describe, expect, it } from 'vitest';
import { HIDDEN_HEADER_VALUE, maskedHeaderOverride, withHiddenValuesKept } from '../../../../services/features/channels/rules/header-override';

/* A channel's header override in lists (values hidden) and back from a form (hidden values kept) (issue 13 item 9). */

const stored = JSON.stringify({ Authorization: 'Bearer upstream-secret', 'X-Team': 'blue' });

describe('header overrides', () => {
  it('lists the header names with every value hidden', () => {
    expect(JSON.parse(maskedHeaderOverride(stored))).toEqual({ Authorization: HIDDEN_HEADER_VALUE, 'X-Team': HIDDEN_HEADER_VALUE });
    expect(maskedHeaderOverride('')).toBe('');
    expect(maskedHeaderOverride('not json')).toBe(HIDDEN_HEADER_VALUE);
  });

  it('keeps the stored value of each header a form sends back hidden, and takes the values it changed', () => {
    const sent = JSON.stringify({ Authorization: HIDDEN_HEADER_VALUE, 'X-Team': 'red', 'X-New': 'x' });
    expect(JSON.parse(withHiddenValuesKept(sent, stored))).toEqual({ Authorization: 'Bearer upstream-secret', 'X-Team': 'red', 'X-New': 'x' });
  });

  it('drops a hidden header that is no longer stored, and leaves a form without hidden values as sent', () => {
    expect(JSON.parse(withHiddenValuesKept(JSON.stringify({ Gone: HIDDEN_HEADER_VALUE }), stored))).toEqual({});
    const plain = JSON.stringify({ Authorization: 'Bearer new' });
    expect(withHiddenValuesKept(plain, stored)).toBe(plain);
    expect(withHiddenValuesKept('', stored)).toBe('');
  });
});
