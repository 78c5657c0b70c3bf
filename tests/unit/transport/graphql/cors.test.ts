import { describe, expect, it } from 'vitest';
import { corsAllows, type CorsSite } from '../../../../services/transport/graphql/cors';

/* Which browser origins may read /graphql answers made with a visitor's cookie (issue 13 item 8). */

const site: CorsSite = { host: 'gate.example.com', secure: true, serverAddress: '', configured: [] };

describe('corsAllows', () => {
  it("allows the site's own origin", () => {
    expect(corsAllows('https://gate.example.com', site)).toBe(true);
  });

  it('refuses any other origin, a sibling subdomain, the opaque null origin and the http twin of an https site', () => {
    for (const origin of [
      'https://evil.example',
      'https://evil.gate.example.com',
      'null',
      'http://gate.example.com',
      'https://gate.example.com.evil.example',
      'javascript:alert(1)',
    ])
      expect(corsAllows(origin, site), origin).toBe(false);
  });

  it('allows plain http for a site reached over plain http', () => {
    expect(corsAllows('http://localhost:3000', { ...site, host: 'localhost:3000', secure: false })).toBe(true);
  });

  it('allows the ServerAddress origin and the configured ones', () => {
    const behindProxy = { ...site, host: '10.0.0.5:3000', serverAddress: 'https://ai.example.com/', configured: ['https://admin.example.com'] };
    expect(corsAllows('https://ai.example.com', behindProxy)).toBe(true);
    expect(corsAllows('https://admin.example.com', behindProxy)).toBe(true);
    expect(corsAllows('https://other.example.com', behindProxy)).toBe(false);
  });

  it('refuses everything when the request names no host and nothing is configured', () => {
    expect(corsAllows('https://gate.example.com', { ...site, host: null })).toBe(false);
  });
});
