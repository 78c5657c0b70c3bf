import { describe, expect, it } from 'vitest';
import { optionKind } from '../../../../schema/options/catalogue';
import { allowListed, parseAllowEntry, parseAllowList } from '../../../../services/platform/egress/allow-list';
import { parseIp } from '../../../../services/platform/egress/ip';

const VALID = [
  '127.0.0.1',
  '127.0.0.1:11434',
  '10.0.0.0/8',
  '10.0.0.0/8:80',
  '::1',
  'fd00::/8',
  '[::1]:11434',
  '[fd00::/8]:8080',
  '[::1]',
  'ollama.lan',
  'ollama.lan:11434',
  'Ollama.LAN',
  'localhost:11434',
  'ollama.lan.',
  'a-b.c-d.example',
];
const INVALID = [
  '',
  ' 10.0.0.1',
  '[1.2.3.4]',
  '[::1]:',
  '1.2.3.4:0',
  '1.2.3.4:65536',
  '1.2.3.4:port',
  '0177.0.0.1',
  '127.1',
  '2130706433',
  'a.b.0x1',
  'ollama_x',
  '*.lan',
  '-x.lan',
  '10.0.0.0/33',
  '10.0.0.0/08',
  'fe80::1%eth0',
  'http://ollama.lan',
  'ollama.lan/v1',
  '[::1]:80:80',
];

describe('egress.allow_list entries', () => {
  it.each(VALID)('reads %j, and the option accepts it', (entry) => {
    expect(parseAllowEntry(entry)).not.toBeNull();
    expect(optionKind('egress.allow_list').parse(JSON.stringify([entry])).ok).toBe(true);
  });

  it.each(INVALID)('refuses %j, and so does the option', (entry) => {
    expect(parseAllowEntry(entry)).toBeNull();
    expect(optionKind('egress.allow_list').parse(JSON.stringify([entry])).ok).toBe(false);
  });

  it('defaults to empty: nothing private is reachable until an admin says so', () => {
    expect(optionKind('egress.allow_list').defaultValue).toEqual([]);
  });

  it('matches address, range, name and port', () => {
    const { list, invalid } = parseAllowList(['127.0.0.1:11434', '10.0.0.0/8', 'ollama.lan', '[fd00::/8]:8080', 'bad entry']);
    expect(invalid).toEqual(['bad entry']);
    const match = (ip: string, port: number, name: string | null = null) => allowListed(list, parseIp(ip)!, port, name)?.text;
    expect(match('127.0.0.1', 11434)).toBe('127.0.0.1:11434');
    expect(match('127.0.0.1', 6379)).toBeUndefined();
    expect(match('127.0.0.2', 11434)).toBeUndefined();
    expect(match('10.9.8.7', 5432)).toBe('10.0.0.0/8');
    expect(match('192.168.1.1', 80, 'ollama.lan')).toBe('ollama.lan');
    expect(match('192.168.1.1', 80, 'other.lan')).toBeUndefined();
    expect(match('fd00::5', 8080)).toBe('[fd00::/8]:8080');
    expect(match('fd00::5', 8081)).toBeUndefined();
  });
});
