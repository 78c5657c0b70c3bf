import { describe, expect, it } from 'vitest';
import { fieldProblem, type OptionField } from '../../../console/src/features/settings/option-field';
import {
  changedOptions,
  initialValues,
  isDecimalText,
  isWholeNumberText,
  saveOutcome,
  withoutTrailingSlash,
  type OptionInfo,
} from '../../../console/src/features/settings/option-values';
import { settingsTabOf } from '../../../console/src/features/settings/settings-tabs';

const option = (key: string, value: string, extra: Partial<OptionInfo> = {}): [string, OptionInfo] => [
  key,
  { key, value, secret: false, set: value !== '', type: 'text', writable: true, ...extra },
];

describe('settings form rules (spec 03 §2.2, §5)', () => {
  it('starts a secret blank and a key the server does not know blank', () => {
    const options = new Map([option('SMTPServer', 'smtp.example.com'), option('SMTPToken', '', { secret: true, set: true })]);
    expect(initialValues(options, ['SMTPServer', 'SMTPToken', 'Missing'])).toEqual({ SMTPServer: 'smtp.example.com', SMTPToken: '', Missing: '' });
  });

  it('sends only the keys that changed, and a secret only when something was typed', () => {
    const saved = { SMTPServer: 'a', SMTPPort: '587', SMTPToken: '' };
    const secrets = new Set(['SMTPToken']);
    expect(changedOptions(saved, { SMTPServer: 'a', SMTPPort: '587', SMTPToken: '' }, secrets)).toEqual([]);
    expect(changedOptions(saved, { SMTPServer: 'b', SMTPPort: '587', SMTPToken: '' }, secrets)).toEqual([['SMTPServer', 'b']]);
    expect(changedOptions(saved, { SMTPServer: 'a', SMTPPort: '25', SMTPToken: 'new' }, secrets)).toEqual([
      ['SMTPPort', '25'],
      ['SMTPToken', 'new'],
    ]);
  });

  it('tells a save of several keys as unchanged, saved, partly saved or failed, with the first failure', () => {
    expect(saveOutcome([])).toEqual({ kind: 'unchanged' });
    expect(saveOutcome([['A', null]])).toEqual({ kind: 'saved', keys: ['A'] });
    expect(
      saveOutcome([
        ['A', null],
        ['B', 'B is out of range'],
        ['C', 'C too'],
      ]),
    ).toEqual({ kind: 'partial', saved: ['A'], failed: ['B', 'C'], message: 'B is out of range' });
    expect(saveOutcome([['B', 'no']])).toEqual({ kind: 'failed', message: 'no' });
  });

  it('checks numbers within their bounds and JSON text', () => {
    const minutes: OptionField = { kind: 'integer', key: 'DataExportInterval', label: '', min: 1 };
    expect(fieldProblem(minutes, '5')).toBeNull();
    for (const bad of ['0', '1.5', '', 'five', '9'.repeat(20)]) expect(fieldProblem(minutes, bad), bad).toBe('checkInput');
    const share: OptionField = { kind: 'number', key: 'p', label: '', min: 0.1, max: 1 };
    expect(['0.1', '0.6', '1', '.5'].map((text) => fieldProblem(share, text))).toEqual([null, null, null, null]);
    expect(['0.05', '1.01', 'NaN', 'Infinity', '1e400', ''].map((text) => fieldProblem(share, text))).toEqual(Array(6).fill('checkInput'));
    const json: OptionField = { kind: 'json', key: 'GroupRatio', label: '' };
    expect(fieldProblem(json, '{"default":1}')).toBeNull();
    expect(fieldProblem(json, '{default:1}')).toBe('notJson');
    expect(isWholeNumberText('-1', 0)).toBe(false);
    expect(isDecimalText('2.5', 0)).toBe(true);
  });

  it('strips trailing slashes from addresses, and picks the tab from the query (operation otherwise)', () => {
    expect(withoutTrailingSlash(' https://gw.example.com// ')).toBe('https://gw.example.com');
    expect(settingsTabOf('system')).toBe('system');
    expect(settingsTabOf(null)).toBe('operation');
    expect(settingsTabOf('nope')).toBe('operation');
  });
});
