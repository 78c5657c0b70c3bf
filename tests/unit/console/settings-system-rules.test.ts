import { describe, expect, it, vi } from 'vitest';
import { addDomain, domainList, domainText, removeDomain } from '../../../console/src/features/settings/components/system/email-domains';
import { fetchOidcEndpoints, isHttpUrl, oidcEndpoints } from '../../../console/src/features/settings/components/system/oidc-config';
import {
  callbackUrl,
  egressListProblem,
  preparePayment,
  withAddressesTrimmed,
  workerChanges,
} from '../../../console/src/features/settings/components/system/system-rules';

describe('system tab rules: the worker save (spec 03 section 5)', () => {
  it('sends the URL without trailing slashes, and the key only when typed', () => {
    expect(workerChanges({ url: '', keySet: false }, { url: 'https://w.example.com//', key: '' })).toEqual([['WorkerUrl', 'https://w.example.com']]);
    expect(workerChanges({ url: 'https://w', keySet: true }, { url: 'https://w', key: '' })).toEqual([]);
    expect(workerChanges({ url: 'https://w', keySet: true }, { url: 'https://w', key: 'k2' })).toEqual([['WorkerValidKey', 'k2']]);
  });

  it('empties the key when the URL is cleared, or is empty while a key is stored', () => {
    expect(workerChanges({ url: 'https://w', keySet: true }, { url: ' ', key: '' })).toEqual([
      ['WorkerUrl', ''],
      ['WorkerValidKey', ''],
    ]);
    expect(workerChanges({ url: 'https://w', keySet: false }, { url: '', key: '' })).toEqual([
      ['WorkerUrl', ''],
      ['WorkerValidKey', ''],
    ]);
    expect(workerChanges({ url: '', keySet: true }, { url: '', key: '' })).toEqual([['WorkerValidKey', '']]);
    expect(workerChanges({ url: '', keySet: false }, { url: '', key: '' })).toEqual([]);
  });
});

describe('system tab rules: payment and addresses', () => {
  it('needs the server address first, and strips the pay address', () => {
    expect(preparePayment({ PayAddress: 'https://pay/' }, ' ')).toEqual({ error: 'payment.needServerAddress' });
    expect(preparePayment({ PayAddress: 'https://pay//', EpayId: '7' }, 'https://gw')).toEqual({ values: { PayAddress: 'https://pay', EpayId: '7' } });
    expect(withAddressesTrimmed({ ServerAddress: 'https://gw/', Other: 'x/' }, ['ServerAddress', 'Missing'])).toEqual({
      ServerAddress: 'https://gw',
      Other: 'x/',
    });
  });

  it('builds each provider callback URL from the server address, none without it', () => {
    expect(callbackUrl('https://gw.example.com/', 'github')).toBe('https://gw.example.com/oauth/github');
    expect(callbackUrl('https://gw.example.com', 'oidc')).toBe('https://gw.example.com/oauth/oidc');
    expect(callbackUrl('https://gw.example.com', 'linuxdo')).toBe('https://gw.example.com/oauth/linuxdo');
    expect(callbackUrl('', 'github')).toBeNull();
  });

  it('takes only a JSON list of text entries as the egress allow list', () => {
    expect(egressListProblem('[]')).toBeNull();
    expect(egressListProblem('["127.0.0.1:11434", "10.0.0.0/8"]')).toBeNull();
    expect(egressListProblem('{"a": 1}')).toBe('egress.notList');
    expect(egressListProblem('[1]')).toBe('egress.notList');
    expect(egressListProblem('[""]')).toBe('egress.notList');
    expect(egressListProblem('[')).toBe('egress.notList');
  });
});

describe('system tab rules: the e-mail domain whitelist', () => {
  it('reads and writes the comma-joined list', () => {
    expect(domainList(' gmail.com, ,qq.com ')).toEqual(['gmail.com', 'qq.com']);
    expect(domainList('')).toEqual([]);
    expect(domainText(['a.com', 'b.org'])).toBe('a.com,b.org');
    expect(removeDomain(['a.com', 'b.org'], 'a.com')).toEqual(['b.org']);
  });

  it('adds a well-formed new domain, refusing a malformed one and a duplicate', () => {
    expect(addDomain(['a.com'], ' Mail.Example.CO ')).toEqual({ domains: ['a.com', 'mail.example.co'] });
    for (const bad of ['', 'localhost', 'a..com', '-a.com', 'a.c', 'user@a.com', 'a.com/', 'a.123'])
      expect(addDomain([], bad), bad).toEqual({ error: 'email.badDomain' });
    expect(addDomain(['gmail.com'], 'GMAIL.com')).toEqual({ error: 'email.duplicate' });
  });
});

describe('system tab rules: OIDC discovery', () => {
  it('takes only http and https well-known URLs', () => {
    expect(isHttpUrl('https://id.example.com/.well-known/openid-configuration')).toBe(true);
    expect(isHttpUrl('http://id.lan')).toBe(true);
    expect(isHttpUrl('id.example.com')).toBe(false);
    expect(isHttpUrl('ftp://id')).toBe(false);
  });

  it('reads the three endpoints, or nothing when one is missing or the fetch fails', async () => {
    const doc = { authorization_endpoint: 'https://id/a', token_endpoint: 'https://id/t', userinfo_endpoint: 'https://id/u' };
    const endpoints = { 'oidc.authorization_endpoint': 'https://id/a', 'oidc.token_endpoint': 'https://id/t', 'oidc.user_info_endpoint': 'https://id/u' };
    expect(oidcEndpoints(doc)).toEqual(endpoints);
    expect(oidcEndpoints({ ...doc, userinfo_endpoint: undefined })).toBeNull();
    expect(oidcEndpoints('nope')).toBeNull();
    const ok = vi.fn(async () => ({ ok: true, json: async () => doc }) as Response);
    expect(await fetchOidcEndpoints(' https://id/.well-known ', ok)).toEqual(endpoints);
    expect(ok).toHaveBeenCalledWith('https://id/.well-known', expect.anything());
    expect(await fetchOidcEndpoints('https://id', async () => ({ ok: false, json: async () => doc }) as Response)).toBeNull();
    expect(await fetchOidcEndpoints('https://id', () => Promise.reject(new TypeError('network')))).toBeNull();
  });
});
