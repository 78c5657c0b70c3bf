import { describe, expect, it } from 'vitest';
import { chatLinksOf, chatLinksProblem } from '../../../console/src/features/settings/components/operation/chat-links';
import { fitsGroupShape, groupShapeProblems, unusableAutoGroups } from '../../../console/src/features/settings/components/operation/group-rules';
import { cleanBeforeSeconds } from '../../../console/src/features/settings/components/operation/log-time';
import { effectiveQuotaPerUnit, preciseDollars, quotaAmountText, withAmounts } from '../../../console/src/features/settings/components/operation/quota-amount';
import { statusCodeListProblem } from '../../../console/src/features/settings/components/operation/status-code-list';
import { lineCount, tidyChangedLists, tidyLines } from '../../../console/src/features/settings/components/operation/word-list';

describe('quota amounts (spec 03 section 9: quota / quota per unit, 6-decimal precision)', () => {
  it('shows a quota in dollars with two to six decimals', () => {
    expect(quotaAmountText('100000', 500_000)).toBe('$0.20');
    expect(quotaAmountText('500', 500_000)).toBe('$0.001');
    expect(quotaAmountText('1', 500_000)).toBe('$0.000002');
    expect(quotaAmountText('500000000', 500_000)).toBe('$1,000.00');
    expect(quotaAmountText(' 1000 ', 1000)).toBe('$1.00');
    expect(preciseDollars(-0.25)).toBe('-$0.25');
  });

  it('shows nothing for text that is not a whole number of 0 or more', () => {
    for (const text of ['', '-1', '1.5', 'abc', '1e3']) expect(quotaAmountText(text, 500_000)).toBeNull();
  });

  it('uses the saved quota per unit, else the status, else 500000', () => {
    expect(effectiveQuotaPerUnit('1000', 500_000)).toBe(1000);
    expect(effectiveQuotaPerUnit('', 250_000)).toBe(250_000);
    expect(effectiveQuotaPerUnit('0', undefined)).toBe(500_000);
    expect(effectiveQuotaPerUnit(undefined, 0)).toBe(500_000);
  });

  it('puts the amount before the help of the quota fields only', () => {
    const fields = [{ key: 'QuotaForNewUser', help: 'given at sign-up' }, { key: 'QuotaForInviter' }, { key: 'StreamCacheQueueLength', help: 'events' }];
    const shown = withAmounts(
      fields,
      new Set(['QuotaForNewUser', 'QuotaForInviter']),
      { QuotaForNewUser: '500000', QuotaForInviter: 'x', StreamCacheQueueLength: '5' },
      500_000,
      (a) => `≈ ${a}`,
    );
    expect(shown.map((field) => field.help)).toEqual(['≈ $1.00 · given at sign-up', undefined, 'events']);
  });
});

describe('one-a-line lists (SensitiveWords, AutomaticDisableKeywords)', () => {
  it('trims lines and drops blanks and repeats of any case, keeping the order', () => {
    expect(tidyLines('  foo \r\n\nBar\nfoo\nFOO\n  \nbaz  ')).toBe('foo\nBar\nbaz');
    expect(lineCount('a\n\nb\nA')).toBe(2);
    expect(lineCount('  \n')).toBe(0);
  });

  it('tidies only a list that changed', () => {
    const loaded = { SensitiveWords: 'a\n\nb', Other: ' x ' };
    expect(tidyChangedLists({ SensitiveWords: 'a\n\nb', Other: ' y ' }, loaded, ['SensitiveWords'])).toEqual({ SensitiveWords: 'a\n\nb', Other: ' y ' });
    expect(tidyChangedLists({ SensitiveWords: 'a\n\nb\n c ' }, loaded, ['SensitiveWords'])).toEqual({ SensitiveWords: 'a\nb\nc' });
  });
});

describe('status-code lists (the server pre-check)', () => {
  it('takes codes and ranges from 100 to 599, either comma, and empty', () => {
    for (const text of ['', '401', '401,403, 500-503', '100-199，300-399', '599']) expect(statusCodeListProblem(text)).toBeNull();
  });

  it('names the part that is not a code or is out of range', () => {
    expect(statusCodeListProblem('401,abc')).toEqual({ part: 'abc', kind: 'format' });
    expect(statusCodeListProblem('40')).toEqual({ part: '40', kind: 'format' });
    expect(statusCodeListProblem('401,600')).toEqual({ part: '600', kind: 'range' });
    expect(statusCodeListProblem('503-500')).toEqual({ part: '503-500', kind: 'range' });
    expect(statusCodeListProblem('099')).toEqual({ part: '099', kind: 'range' });
  });
});

describe('log cleaning time (spec 03 section 4: unix seconds)', () => {
  it('reads a datetime-local value as local time in seconds', () => {
    expect(cleanBeforeSeconds('2024-03-05T14:30')).toBe(Math.floor(new Date(2024, 2, 5, 14, 30).getTime() / 1000));
    expect(cleanBeforeSeconds('2024-03-05T14:30:15')).toBe(Math.floor(new Date(2024, 2, 5, 14, 30, 15).getTime() / 1000));
  });

  it('answers null when nothing valid is picked', () => {
    for (const text of ['', '  ', '2024-03-05', 'yesterday', '2024-13-45T99:99']) expect(cleanBeforeSeconds(text)).toBeNull();
  });
});

describe('group options: their shapes', () => {
  it('checks each shape', () => {
    expect(fitsGroupShape('ratioMap', '{"default":1,"vip":0}')).toBe(true);
    expect(fitsGroupShape('ratioMap', '{"default":-1}')).toBe(false);
    expect(fitsGroupShape('ratioMap', '{"default":"1"}')).toBe(false);
    expect(fitsGroupShape('ratioMap', '[1]')).toBe(false);
    expect(fitsGroupShape('descriptionMap', '{"default":"Default"}')).toBe(true);
    expect(fitsGroupShape('descriptionMap', '{"default":1}')).toBe(false);
    expect(fitsGroupShape('nestedRatioMap', '{"vip":{"default":0.9}}')).toBe(true);
    expect(fitsGroupShape('nestedRatioMap', '{"vip":0.9}')).toBe(false);
    expect(fitsGroupShape('groupList', '["default","vip"]')).toBe(true);
    expect(fitsGroupShape('groupList', '["default",""]')).toBe(false);
    expect(fitsGroupShape('groupList', '{"default":1}')).toBe(false);
    expect(fitsGroupShape('specialMap', '{"vip":{"+:premium":"Premium","-:default":""}}')).toBe(true);
    expect(fitsGroupShape('specialMap', '{"vip":["premium"]}')).toBe(false);
    expect(fitsGroupShape('ratioMap', 'not json')).toBe(false);
  });

  it('lists the options that do not fit, and the auto groups users cannot choose', () => {
    expect(groupShapeProblems({ GroupRatio: '{"a":1}', UserUsableGroups: '{"a":2}', AutoGroups: '"a"', Other: 'x' })).toEqual([
      ['UserUsableGroups', 'descriptionMap'],
      ['AutoGroups', 'groupList'],
    ]);
    expect(unusableAutoGroups('["default","vip","svip"]', '{"default":"D","vip":"V"}')).toEqual(['svip']);
    expect(unusableAutoGroups('not json', '{}')).toEqual([]);
  });
});

describe('chat links (spec 03 section 9: a list of name to url template)', () => {
  it('takes a list of objects of names to templates', () => {
    expect(chatLinksProblem('[]')).toBeNull();
    expect(chatLinksProblem('[{"Next":"https://next/#/?settings={\\"key\\":\\"{key}\\",\\"url\\":\\"{address}\\"}"}]')).toBeNull();
    expect(chatLinksProblem('{"Next":"https://x"}')).toBe('notList');
    expect(chatLinksProblem('oops')).toBe('notList');
    expect(chatLinksProblem('["https://x"]')).toBe('badEntry');
    expect(chatLinksProblem('[{}]')).toBe('badEntry');
    expect(chatLinksProblem('[{"Next":1}]')).toBe('badEntry');
    expect(chatLinksProblem('[{" ":"https://x"}]')).toBe('badEntry');
    expect(chatLinksProblem('[{"Next":""}]')).toBe('badEntry');
  });

  it('lists the links with the markers each uses', () => {
    expect(chatLinksOf('[{"A":"https://a?k={key}&u={address}"},{"B":"https://b","C":"https://c/{key}"}]')).toEqual([
      { name: 'A', template: 'https://a?k={key}&u={address}', usesAddress: true, usesKey: true },
      { name: 'B', template: 'https://b', usesAddress: false, usesKey: false },
      { name: 'C', template: 'https://c/{key}', usesAddress: false, usesKey: true },
    ]);
    expect(chatLinksOf('{}')).toEqual([]);
  });
});
