import { describe, expect, it } from 'vitest';
import { egressPolicy, egressRefusalReason } from '../../../../services/platform/egress/policy';
import { checkProxyUrl, isProxyRefusal, proxyOrigin } from '../../../../services/platform/egress/proxy-url';
import { AppError } from '../../../../services/platform/errors';

/* A channel's own proxy URL: its shape, and its host under the egress policy. */

const thrown = (work: () => unknown): AppError => {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
};

describe('proxyOrigin', () => {
  it('keeps the scheme, host and port, and drops the credentials', () => {
    expect(proxyOrigin('http://proxy.example.com:3128').href).toBe('http://proxy.example.com:3128/');
    expect(proxyOrigin(' https://user:p%40ss@proxy.example.com/ ').href).toBe('https://proxy.example.com/');
  });

  it.each(['socks5://proxy.example.com:1080', 'ftp://proxy.example.com', 'http://proxy.example.com/path', 'http://proxy.example.com/?a=1', 'proxy:3128', ''])(
    'refuses %j, saying what a proxy URL is and never its credentials',
    (text) => {
      const error = thrown(() => proxyOrigin(text));
      expect(error).toMatchObject({ kind: 'invalid', message: 'the proxy must be an http or https URL: scheme://[user:password@]host[:port]' });
      expect(isProxyRefusal(error)).toBe(true);
    },
  );
});

describe('checkProxyUrl', () => {
  it('passes a public proxy, and a private one its allow-list entry names', () => {
    expect(checkProxyUrl('http://u:p@93.184.216.34:3128', egressPolicy([])).port).toBe(3128);
    expect(checkProxyUrl('http://10.1.2.3:3128', egressPolicy(['10.1.2.3:3128'])).url.href).toBe('http://10.1.2.3:3128/');
  });

  it("refuses a private or metadata proxy as the channel's proxy, keeping the policy's reason", () => {
    const error = thrown(() => checkProxyUrl('http://user:secret@10.1.2.3:3128', egressPolicy([])));
    expect(error.kind).toBe('forbidden');
    expect(error.message).toBe("the channel's proxy: outbound request refused: 10.1.2.3 is a private address");
    expect(egressRefusalReason(error)).toBe('private');
    expect(isProxyRefusal(error)).toBe(true);
    expect(egressRefusalReason(thrown(() => checkProxyUrl('http://169.254.169.254', egressPolicy(['169.254.169.254']))))).toBe('metadata');
    expect(egressRefusalReason(thrown(() => checkProxyUrl('http://localhost:3128', egressPolicy([]))))).toBe('loopback');
    expect(egressRefusalReason(thrown(() => checkProxyUrl('http://93.184.216.34:25', egressPolicy([]))))).toBe('port');
  });
});
