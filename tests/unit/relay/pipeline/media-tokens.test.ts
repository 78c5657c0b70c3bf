import { describe, expect, it } from 'vitest';
import {
  audioSecondsOfBase64,
  audioTokensForSeconds,
  imagePatchCount,
  imageSizeFromDataUrl,
  imageTileCount,
  imageTokens,
} from '../../../../services/relay/pipeline/media-tokens';
import { countChatPromptTokens, type Encoder } from '../../../../services/relay/pipeline/count-tokens';
import { dataUrl, le16, le32, ascii, png, jpeg, gif, webp } from './media-fixtures';

/* What images and audio in a prompt cost (server-behaviour 4.2), worked by hand from OpenAI's published formulas and the formats' headers. */

const chars: Encoder = (text) => text.length;

describe('images (OpenAI calculating costs)', () => {
  it("OpenAI's worked examples: 1024² high 765, 2048×4096 high 1105, anything low 85", () => {
    expect(imageTokens('gpt-4o', { width: 1024, height: 1024, detail: 'high' })).toBe(765);
    expect(imageTokens('gpt-4o', { width: 2048, height: 4096 })).toBe(1105);
    expect(imageTokens('gpt-4o', { width: 4096, height: 8192, detail: 'low' })).toBe(85);
    expect(imageTileCount(512, 512)).toBe(1);
    expect(imageTileCount(513, 500)).toBe(2);
  });

  it('the tile prices of each family, and 1024×1024 for an image whose size the request does not show', () => {
    expect(imageTokens('gpt-4o-mini', { detail: 'high' })).toBe(2833 + 4 * 5667);
    expect(imageTokens('gpt-4o-mini', { detail: 'low' })).toBe(2833);
    expect(imageTokens('gpt-5', { width: 1024, height: 1024 })).toBe(70 + 4 * 140);
    expect(imageTokens('o3', { width: 1024, height: 1024 })).toBe(75 + 4 * 150);
    expect(imageTokens('computer-use-preview', { width: 1024, height: 1024 })).toBe(65 + 4 * 129);
    expect(imageTokens('claude-sonnet-4', {})).toBe(765);
  });

  it('the patch-counted family: 32-pixel patches, at most 1536, times the model factor', () => {
    expect(imagePatchCount(1024, 1024)).toBe(1024);
    // OpenAI's example: 1800×2400 is scaled down to 1056×1408, 33 × 44 patches.
    expect(imagePatchCount(1800, 2400)).toBe(1452);
    expect(imagePatchCount(10_000, 10_000)).toBeLessThanOrEqual(1536);
    expect(imageTokens('gpt-4.1-mini', { width: 1024, height: 1024 })).toBe(Math.round(1024 * 1.62));
    expect(imageTokens('gpt-4.1-nano', { width: 1800, height: 2400, detail: 'low' })).toBe(Math.round(1452 * 2.46));
    expect(imageTokens('o4-mini', { width: 64, height: 64 })).toBe(Math.round(4 * 1.72));
    expect(imageTokens('gpt-5-nano', {})).toBe(Math.round(1024 * 2.46));
  });

  it('reads the size of inline PNG, JPEG, GIF and WebP images from their headers', () => {
    expect(imageSizeFromDataUrl(png(1920, 1080))).toEqual({ width: 1920, height: 1080 });
    expect(imageSizeFromDataUrl(jpeg(640, 480))).toEqual({ width: 640, height: 480 });
    expect(imageSizeFromDataUrl(gif(300, 200))).toEqual({ width: 300, height: 200 });
    expect(imageSizeFromDataUrl(webp('VP8X', 4000, 3000))).toEqual({ width: 4000, height: 3000 });
    expect(imageSizeFromDataUrl(webp('VP8L', 1200, 900))).toEqual({ width: 1200, height: 900 });
    expect(imageSizeFromDataUrl(webp('VP8 ', 800, 600))).toEqual({ width: 800, height: 600 });
    expect(imageSizeFromDataUrl('https://example.com/a.png')).toBeNull();
    expect(imageSizeFromDataUrl('data:image/png,rawbytes')).toBeNull();
    expect(imageSizeFromDataUrl(dataUrl('image/png', Buffer.from('not an image at all')))).toBeNull();
  });
});

describe('audio', () => {
  it('1000 tokens a minute, whole seconds rounded up', () => {
    expect(audioTokensForSeconds(60)).toBe(1000);
    expect(audioTokensForSeconds(0.2)).toBe(17);
    expect(audioTokensForSeconds(0)).toBe(0);
    expect(audioTokensForSeconds(Number.NaN)).toBe(0);
  });

  it("a WAV clip's length from its header; other formats from their size at 128 kbit/s", () => {
    // 2 s of 16 kHz mono 16-bit: byte rate 32 000.
    const header = [
      ...ascii('RIFF'),
      ...le32(36 + 64_000),
      ...ascii('WAVEfmt '),
      ...le32(16),
      ...le16(1),
      ...le16(1),
      ...le32(16_000),
      ...le32(32_000),
      ...le16(2),
      ...le16(16),
    ];
    const wav = Buffer.concat([Buffer.from([...header, ...ascii('data'), ...le32(64_000)]), Buffer.alloc(64_000)]).toString('base64');
    expect(audioSecondsOfBase64(wav, 'wav')).toBeCloseTo(2, 3);
    const mp3 = Buffer.alloc(16_000 * 90).toString('base64');
    expect(audioSecondsOfBase64(mp3, 'mp3')).toBeCloseTo(90, 3);
    const body = { model: 'gpt-4o-audio-preview', messages: [{ role: 'user', content: [{ type: 'input_audio', input_audio: { data: mp3, format: 'mp3' } }] }] };
    expect(countChatPromptTokens(body, chars).audio).toBe(1500);
  });
});
