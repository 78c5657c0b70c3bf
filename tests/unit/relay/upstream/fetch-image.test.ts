import { describe, expect, it } from 'vitest';
import { egressPolicy } from '../../../../services/platform/egress/policy';
import { isAppError } from '../../../../services/platform/errors';
import type { OutboundHttp, OutboundRequest, OutboundResponse } from '../../../../services/platform/ports/outbound-http';
import { createWorkerOutboundHttp } from '../../../../services/platform/worker/worker-outbound-http';
import { fetchImage, imageMimeType } from '../../../../services/relay/upstream/fetch-image';

/*
 * The image download the Claude and Gemini conversions will use, over a
 * fake OutboundHttp (and the worker-aware one over that fake, to show the
 * worker rules apply to it).
 */

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

function served(status: number, headers: Record<string, string>, chunks: Uint8Array[], read?: { chunks: number }): OutboundResponse {
  return {
    status,
    headers,
    url: 'https://img.example.com/a.png',
    body: (async function* () {
      for (const chunk of chunks) {
        if (read) read.chunks += 1;
        yield chunk;
      }
    })(),
    bytes: async () => new Uint8Array(0),
    text: async () => '',
    json: async () => null,
    dump: async () => undefined,
  };
}

function fake(response: () => OutboundResponse) {
  const calls: Array<{ url: string; request: OutboundRequest }> = [];
  const http: OutboundHttp = {
    async fetch(url, request = {}) {
      calls.push({ url: String(url), request });
      return response();
    },
    close: async () => undefined,
  };
  return { http, calls };
}

async function refusal(work: Promise<unknown>): Promise<[string, string]> {
  try {
    await work;
  } catch (error) {
    if (isAppError(error)) return [error.kind, error.message];
    throw error;
  }
  throw new Error('expected a refusal');
}

describe("an image's media type", () => {
  it('is the image/* type of content-type, lower case, without parameters', () => {
    expect(imageMimeType('image/png')).toBe('image/png');
    expect(imageMimeType('Image/JPEG; charset=binary')).toBe('image/jpeg');
    expect(imageMimeType(['image/svg+xml'])).toBe('image/svg+xml');
    expect(imageMimeType('text/html')).toBeNull();
    expect(imageMimeType('application/octet-stream')).toBeNull();
    expect(imageMimeType(undefined)).toBeNull();
  });
});

describe('fetching an image a request names by URL', () => {
  it('GETs it with timeouts and a few redirects, and gives its type and bytes', async () => {
    const { http, calls } = fake(() => served(200, { 'content-type': 'image/png' }, [PNG.slice(0, 5), PNG.slice(5)]));
    const image = await fetchImage(http, 'https://img.example.com/a.png', { timeoutMs: 5_000 });
    expect(image.mimeType).toBe('image/png');
    expect([...image.data]).toEqual([...PNG]);
    expect(calls[0]!.request).toMatchObject({ method: 'GET', maxRedirects: 3, headersTimeoutMs: 5_000, bodyTimeoutMs: 5_000 });
  });

  it('refuses an error status and what is not an image, naming the host only', async () => {
    expect(await refusal(fetchImage(fake(() => served(404, {}, [])).http, 'https://img.example.com/secret/a.png?sig=1'))).toEqual([
      'invalid',
      'the image at img.example.com could not be fetched (HTTP 404)',
    ]);
    expect(await refusal(fetchImage(fake(() => served(200, { 'content-type': 'text/html' }, [])).http, 'https://img.example.com/a.png'))).toEqual([
      'invalid',
      'the file at img.example.com is not an image',
    ]);
  });

  it('refuses an image over the limit, by its declared length or as it arrives, without reading on', async () => {
    const declared = fake(() => served(200, { 'content-type': 'image/png', 'content-length': '13' }, [PNG]));
    expect(await refusal(fetchImage(declared.http, 'https://img.example.com/a.png', { maxBytes: 12 }))).toEqual([
      'invalid',
      'the image at img.example.com is larger than 12 bytes',
    ]);
    const read = { chunks: 0 };
    const chunk = new Uint8Array(8);
    const streamed = fake(() => served(200, { 'content-type': 'image/png' }, [chunk, chunk, chunk, chunk], read));
    expect((await refusal(fetchImage(streamed.http, 'https://img.example.com/a.png', { maxBytes: 12 })))[1]).toBe(
      'the image at img.example.com is larger than 12 bytes',
    );
    expect(read.chunks).toBe(2);
  });

  it('goes through the worker while WorkerUrl is set: https only unless http images are allowed', async () => {
    const direct = fake(() => served(200, { 'content-type': 'image/gif' }, [PNG]));
    const settings = { url: 'https://fetch.example.workers.dev', key: 'wk', allowHttp: false };
    const viaWorker = createWorkerOutboundHttp({ direct: direct.http, settings: () => settings, policy: () => egressPolicy([]) });

    const image = await fetchImage(viaWorker, 'https://img.example.com/a.gif');
    expect(image.mimeType).toBe('image/gif');
    expect(direct.calls[0]!.url).toBe('https://fetch.example.workers.dev/');
    expect(JSON.parse(String(direct.calls[0]!.request.body))).toEqual({
      url: 'https://img.example.com/a.gif',
      key: 'wk',
      method: 'GET',
      headers: { accept: 'image/*' },
    });

    expect((await refusal(fetchImage(viaWorker, 'http://img.example.com/a.gif')))[0]).toBe('forbidden');
    expect(direct.calls).toHaveLength(1);
    settings.allowHttp = true;
    await fetchImage(viaWorker, 'http://img.example.com/a.gif');
    expect(JSON.parse(String(direct.calls[1]!.request.body))).toMatchObject({ url: 'http://img.example.com/a.gif' });
  });
});
