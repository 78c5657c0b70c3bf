// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { chargeBreakdown, parseOther } from '../../../console/src/features/usage-logs/charge-breakdown';
import { readColumnChoice, shownColumns } from '../../../console/src/features/usage-logs/log-columns';
import { filterVariables, initialFilter } from '../../../console/src/features/usage-logs/log-filter';
import { defaultRange, firstTokenColour, hasRequestCells, logTypeKey, secondsText, spentTimeColour } from '../../../console/src/features/usage-logs/log-rules';

afterEach(() => localStorage.clear());

describe('usage-log rules (spec 02 sections 4 and 9)', () => {
  it('names the five types and shows any other value as unknown; request cells for 0, 2 and 5 only', () => {
    expect([1, 2, 3, 4, 5, 0, 6, -1].map(logTypeKey)).toEqual(['topUp', 'consumption', 'management', 'system', 'error', 'unknown', 'unknown', 'unknown']);
    expect([0, 1, 2, 3, 4, 5].filter(hasRequestCells)).toEqual([0, 2, 5]);
  });

  it('colours use time green under 101 s, orange under 300 s, else red; first token under 3 s and 10 s', () => {
    expect([100.9, 101, 299.9, 300].map(spentTimeColour)).toEqual(['green', 'orange', 'orange', 'red']);
    expect([2.99, 3, 9.99, 10].map(firstTokenColour)).toEqual(['green', 'orange', 'orange', 'red']);
    expect([33, 999, 1200, 12_000].map(secondsText)).toEqual(['0.03', '1', '1.2', '12']);
  });

  it('defaults to the start of today up to an hour from now', () => {
    const now = new Date(2026, 2, 4, 15, 30, 12);
    expect(defaultRange(now)).toEqual({ start: new Date(2026, 2, 4).getTime() / 1000, end: Math.floor(now.getTime() / 1000) + 3600 });
  });

  it("leaves empty filters out and the admins' fields out for users", () => {
    const values = { ...initialFilter(new Date(2026, 2, 4, 15, 30)), channel: '7', username: 'ann', modelName: ' gpt% ' };
    expect(filterVariables(values, true)).toEqual({
      modelName: 'gpt%',
      startTimestamp: new Date(2026, 2, 4).getTime() / 1000,
      endTimestamp: new Date(2026, 2, 4, 16, 30).getTime() / 1000,
      channel: 7,
      username: 'ann',
    });
    expect(filterVariables(values, false)).not.toHaveProperty('channel');
    expect(filterVariables(values, false)).not.toHaveProperty('username');
    expect(filterVariables({ ...values, channel: 'x' }, true)).not.toHaveProperty('channel');
  });

  it('reads the remembered columns, ignoring unknown keys and broken values', () => {
    localStorage.setItem('logs-table-columns', JSON.stringify({ retry: false, cost: false, nonsense: false, time: 'no' }));
    expect(readColumnChoice()).toEqual({ retry: false, cost: false });
    expect(shownColumns(false, readColumnChoice())).not.toContain('channel');
    expect(shownColumns(true, readColumnChoice())).toEqual([
      'time',
      'channel',
      'user',
      'token',
      'group',
      'type',
      'model',
      'useTime',
      'prompt',
      'completion',
      'content',
    ]);
    localStorage.setItem('logs-table-columns', '{broken');
    expect(readColumnChoice()).toEqual({});
  });

  it('reads the tool calls charged on top of the tokens', () => {
    const other = {
      model_ratio: 1,
      group_ratio: 1,
      web_search: true,
      web_search_call_count: 2,
      web_search_price: 10,
      file_search: true,
      file_search_call_count: 1,
      file_search_price: 2.5,
    };
    expect(chargeBreakdown(parseOther(JSON.stringify(other)), 'gpt-4.1', false)).toEqual([
      { key: 'modelRatio', value: '1' },
      { key: 'groupRatio', value: '1' },
      { key: 'webSearch', value: '2 × $10 / 1K' },
      { key: 'fileSearch', value: '1 × $2.5 / 1K' },
    ]);
  });

  it('reads a per-call price, an error row and an unparseable other', () => {
    const perCall = chargeBreakdown(parseOther(JSON.stringify({ model_ratio: 0, completion_ratio: 0, group_ratio: 2, model_price: 0.04 })), 'mj', false);
    expect(perCall).toEqual([
      { key: 'modelPrice', value: '$0.04' },
      { key: 'groupRatio', value: '2' },
    ]);
    const error = chargeBreakdown(
      parseOther(
        JSON.stringify({
          status_code: 401,
          error_type: 'invalid_request_error',
          error_code: 'invalid_api_key',
          attempts: 2,
          admin_info: { use_channel: [1, 2] },
        }),
      ),
      'gpt-4o',
      true,
    );
    expect(error.map((line) => `${line.key}=${line.value}`)).toEqual([
      'statusCode=401',
      'errorType=invalid_request_error / invalid_api_key',
      'attempts=2',
      'channelsTried=#1 → #2',
    ]);
    expect(chargeBreakdown(parseOther('{oops'), 'x', true)).toEqual([]);
    expect(chargeBreakdown(parseOther('[1]'), 'x', true)).toEqual([]);
  });
});
