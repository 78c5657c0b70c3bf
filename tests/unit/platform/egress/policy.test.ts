import { describe, expect, it } from 'vitest';
import { isAppError } from '../../../../services/platform/errors';
import { parseIp } from '../../../../services/platform/egress/ip';
import {
  checkEgressUrl,
  checkResolved,
  DEFAULT_EGRESS_POLICY,
  egressPolicy,
  egressRefusalReason,
  type EgressPolicy,
} from '../../../../services/platform/egress/policy';
import { parseEgressUrl } from '../../../../services/platform/egress/target';
import { a20UrlVectors } from './a20-vectors';

function refusal(url: string, policy: EgressPolicy = DEFAULT_EGRESS_POLICY): { kind: string; reason: string | null; message: string } | null {
  try {
    checkEgressUrl(url, policy);
    return null;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { kind: error.kind, reason: egressRefusalReason(error), message: error.message };
  }
}

describe('how the URL parser normalises hosts (verified on Node 20, WHATWG URL)', () => {
  it.each([
    ['http://2130706433/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://0x7f000001/', '127.0.0.1'],
    ['http://017700000001/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://127.0.0.1./', '127.0.0.1'],
    ['http://0/', '0.0.0.0'],
    ['http://①②⑦.0.0.1/', '127.0.0.1'],
    ['http://127。0。0。1/', '127.0.0.1'],
    ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
    ['http://[0:0:0:0:0:ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
    ['http://[::127.0.0.1]/', '[::7f00:1]'],
    ['http://LOCALHOST/', 'localhost'],
    ['http://1.2.3/', '1.2.0.3'],
  ])('%s has host %s', (url, hostname) => {
    expect(new URL(url).hostname).toBe(hostname);
  });

  it.each(['http://256.1.1.1/', 'http://1.2.3.08/', 'http://a.b.c.0x1/', 'http://0x100000000/', 'http://[fe80::1%25eth0]/'])(
    '%s is not a URL at all',
    (url) => {
      expect(() => new URL(url)).toThrow();
      expect(refusal(url)?.kind).toBe('invalid');
    },
  );
});

describe('checkEgressUrl (RELIABILITY A20)', () => {
  it.each(a20UrlVectors(11434))('refuses %s as %s', (url, reason) => {
    expect(refusal(url)).toMatchObject({ kind: 'forbidden', reason });
  });

  it.each([
    ['ftp://example.com/', 'scheme', 'forbidden'],
    ['file:///etc/passwd', 'scheme', 'forbidden'],
    ['gopher://127.0.0.1:6379/_INFO', 'scheme', 'forbidden'],
    ['javascript:alert(1)', 'scheme', 'forbidden'],
    ['http://user:hunter2@example.com/', 'credentials', 'invalid'],
    ['http://example.com:25/', 'port', 'forbidden'],
    ['http://example.com:0/', 'port', 'forbidden'],
    ['not a url', 'malformed', 'invalid'],
    ['http://[1.2.3.4]/', 'malformed', 'invalid'],
  ])('refuses %s (%s)', (url, reason, kind) => {
    expect(refusal(url)).toMatchObject({ kind, reason });
  });

  it.each(['https://api.openai.com/v1', 'http://8.8.8.8/', 'https://[2606:4700:4700::1111]/', 'https://example.com:8443/x?key=1', 'http://172.32.0.1/'])(
    'passes %s (a name is checked again on what it resolves to)',
    (url) => {
      expect(refusal(url)).toBeNull();
    },
  );

  it('never repeats secrets from the URL', () => {
    for (const url of ['http://user:hunter2@127.0.0.1/', 'http://127.0.0.1/v1?key=sk-secret', 'ftp://x/?token=sk-secret', 'hunter2 sk-secret']) {
      const message = refusal(url)!.message;
      expect(message).not.toContain('hunter2');
      expect(message).not.toContain('sk-secret');
    }
    expect(refusal('http://127.0.0.1/v1?key=sk-secret')!.message).toBe('outbound request refused: 127.0.0.1 is a loopback address');
  });

  it('lets an allow-listed private target through, on its port only', () => {
    const policy = egressPolicy(['127.0.0.1:11434', '10.0.0.0/8', 'ollama.lan', 'localhost:8080']);
    expect(refusal('http://127.0.0.1:11434/v1', policy)).toBeNull();
    expect(refusal('http://127.0.0.1:6379/', policy)).toMatchObject({ reason: 'loopback' });
    expect(refusal('http://10.1.2.3:5432/', policy)).toBeNull();
    expect(refusal('http://localhost:8080/', policy)).toBeNull();
    expect(refusal('http://localhost:8081/', policy)).toMatchObject({ reason: 'loopback' });
    expect(refusal('http://[::ffff:127.0.0.1]:11434/', policy)).toMatchObject({ reason: 'loopback' });
  });

  it('never lets the allow-list open a metadata address', () => {
    const policy = egressPolicy(['169.254.0.0/16', 'metadata.google.internal', '0.0.0.0/0', '::/0']);
    expect(refusal('http://169.254.169.254/', policy)).toMatchObject({ reason: 'metadata' });
    expect(refusal('http://metadata.google.internal/', policy)).toMatchObject({ reason: 'metadata' });
    expect(refusal('http://[fd00:ec2::254]/', policy)).toMatchObject({ reason: 'metadata' });
    expect(refusal('http://0.0.0.0/', policy)).toMatchObject({ reason: 'unspecified' });
    expect(refusal('http://169.254.1.1/', policy)).toBeNull();
  });
});

describe('checkResolved: the addresses a name resolved to', () => {
  const target = (url: string) => {
    const parsed = parseEgressUrl(url);
    if (!parsed.ok) throw new Error(parsed.problem);
    return parsed.target;
  };
  const refused = (url: string, addresses: string[], policy = DEFAULT_EGRESS_POLICY) => {
    try {
      return checkResolved(target(url), addresses, policy);
    } catch (error) {
      return { reason: egressRefusalReason(error), message: (error as Error).message };
    }
  };

  it('refuses the name when any address is forbidden, without saying which address', () => {
    expect(refused('https://evil.example/', ['8.8.8.8', '10.0.0.5'])).toEqual({
      reason: 'private',
      message: 'outbound request refused: evil.example resolves to a private address',
    });
    expect(refused('https://evil.example/', ['::ffff:127.0.0.1'])).toMatchObject({ reason: 'loopback' });
    expect(refused('https://evil.example/', [])).toMatchObject({ reason: 'unresolved' });
    expect(refused('https://evil.example/', ['not-an-ip'])).toMatchObject({ reason: 'unresolved' });
  });

  it('returns every checked address, in order', () => {
    expect(refused('https://ok.example/', ['8.8.8.8', '2606:4700::1'])).toEqual([parseIp('8.8.8.8'), parseIp('2606:4700::1')]);
  });

  it('lets a name entry through whatever private address it resolves to, and a range entry only its range', () => {
    expect(refused('http://ollama.lan/', ['192.168.1.20'], egressPolicy(['ollama.lan']))).toEqual([parseIp('192.168.1.20')]);
    expect(refused('http://other.lan/', ['192.168.1.20'], egressPolicy(['ollama.lan']))).toMatchObject({ reason: 'private' });
    expect(refused('http://other.lan/', ['192.168.1.20'], egressPolicy(['192.168.1.0/24']))).toEqual([parseIp('192.168.1.20')]);
    expect(refused('http://ollama.lan/', ['169.254.169.254'], egressPolicy(['ollama.lan']))).toMatchObject({ reason: 'metadata' });
  });
});

describe('an address the policy allowed, checked again', () => {
  it('is allowed again by the same policy, and judged afresh by a policy without its allow-list entry', () => {
    const allowing = egressPolicy(['10.0.0.7:11434']);
    expect(refusal('http://10.0.0.7:11434/v1/chat/completions', allowing)).toBeNull();
    // The second check is the remembered one: the same answer.
    expect(checkEgressUrl('http://10.0.0.7:11434/v1/models', allowing).url.pathname).toBe('/v1/models');
    // Another port of the same address was never allowed.
    expect(refusal('http://10.0.0.7:8080/', allowing)).toMatchObject({ kind: 'forbidden', reason: 'private' });
    // The allow-list changed: a new policy, which remembers nothing of the old one.
    expect(refusal('http://10.0.0.7:11434/v1/chat/completions', egressPolicy([]))).toMatchObject({ kind: 'forbidden', reason: 'private' });
    expect(refusal('http://10.0.0.7:11434/v1/chat/completions', DEFAULT_EGRESS_POLICY)).toMatchObject({ kind: 'forbidden', reason: 'private' });
  });
});
