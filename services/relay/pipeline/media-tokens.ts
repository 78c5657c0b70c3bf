/*
 * What images, audio, files and videos in a prompt cost in tokens
 * (server-behaviour 4.2), for count-tokens.ts. Pure: sizes and lengths are
 * read from the bytes the request carries, never fetched.
 *
 * - Images by OpenAI's published formulas: `detail: low` costs the base
 *   tokens; high (and auto) fits the image in 2048×2048, brings its short
 *   side down to 768 and costs the base plus a price per 512-pixel tile, per
 *   model family; the gpt-4.1-mini/nano, gpt-5-mini/nano and o4-mini family
 *   counts 32-pixel patches (at most 1536) times a model factor. The size is
 *   read from the image's own header when it comes inline (a `data:` URL);
 *   for a remote URL it is taken to be 1024×1024: the established gateway
 *   downloads every image to measure it, which costs the hot path a fetch
 *   per image and lets a client make the gateway fetch any URL.
 * - Audio at 1000 tokens per minute (the established gateway's figure for
 *   uploads), the length read from a WAV header or guessed from the size
 *   (128 kbit/s); files 4096 tokens, videos 8192, as the established gateway
 *   counts them.
 */
import { normaliseModel } from './model-name';

export const FILE_TOKENS = 4096;
export const VIDEO_TOKENS = 8192;
/** The size assumed for an image whose size the request does not show (a remote URL). */
export const UNKNOWN_IMAGE_SIDE = 1024;

/** An image as a request shows it. */
export interface ImageInput {
  readonly width?: number;
  readonly height?: number;
  /** `low`, `high`, `auto` (read as high) or absent (high). */
  readonly detail?: string;
}

type ImageCost = { readonly kind: 'tiles'; readonly base: number; readonly tile: number } | { readonly kind: 'patches'; readonly factor: number };

/** OpenAI's image prices per model family (platform.openai.com, "Images and vision", calculating costs). */
function imageCostOf(model: string): ImageCost {
  const name = normaliseModel(model);
  if (name.startsWith('gpt-4.1-mini') || name.startsWith('gpt-5-mini')) return { kind: 'patches', factor: 1.62 };
  if (name.startsWith('gpt-4.1-nano') || name.startsWith('gpt-5-nano')) return { kind: 'patches', factor: 2.46 };
  if (name.startsWith('o4-mini')) return { kind: 'patches', factor: 1.72 };
  if (name.startsWith('gpt-4o-mini')) return { kind: 'tiles', base: 2833, tile: 5667 };
  if (name.startsWith('gpt-5')) return { kind: 'tiles', base: 70, tile: 140 };
  if (name.startsWith('o1') || name.startsWith('o3')) return { kind: 'tiles', base: 75, tile: 150 };
  if (name.includes('computer-use-preview')) return { kind: 'tiles', base: 65, tile: 129 };
  return { kind: 'tiles', base: 85, tile: 170 };
}

/** 32-pixel patches covering an image, scaled down to at most 1536 patches as OpenAI describes. */
export function imagePatchCount(width: number, height: number): number {
  const raw = Math.ceil(width / 32) * Math.ceil(height / 32);
  if (raw <= 1536) return raw;
  let r = Math.sqrt((32 * 32 * 1536) / (width * height));
  const across = (width * r) / 32;
  const down = (height * r) / 32;
  r *= Math.min(Math.floor(across) / across, Math.floor(down) / down);
  // The scaled sides are whole numbers of patches up to rounding error: do not let 33.0000001 become 34.
  return Math.min(1536, Math.ceil((width * r) / 32 - 1e-9) * Math.ceil((height * r) / 32 - 1e-9));
}

/** 512-pixel tiles of an image fitted in 2048×2048, then with its short side brought down to 768. */
export function imageTileCount(width: number, height: number): number {
  let w = width;
  let h = height;
  const fit = Math.min(1, 2048 / Math.max(w, h));
  w *= fit;
  h *= fit;
  const short = Math.min(w, h);
  if (short > 768) {
    w *= 768 / short;
    h *= 768 / short;
  }
  return Math.ceil(Math.round(w) / 512) * Math.ceil(Math.round(h) / 512);
}

/** The tokens one image costs a model. */
export function imageTokens(model: string, image: ImageInput): number {
  const known = (image.width ?? 0) > 0 && (image.height ?? 0) > 0;
  const width = known ? (image.width as number) : UNKNOWN_IMAGE_SIDE;
  const height = known ? (image.height as number) : UNKNOWN_IMAGE_SIDE;
  const cost = imageCostOf(model);
  if (cost.kind === 'patches') return Math.round(imagePatchCount(width, height) * cost.factor);
  if (image.detail === 'low') return cost.base;
  return cost.base + cost.tile * imageTileCount(width, height);
}

/** Enough of an inline image to find its size in (a JPEG's size can follow 64 KiB of metadata). */
const HEADER_BASE64_CHARS = 128 * 1024;

function decodeDataUrlStart(url: string, base64Chars: number): Uint8Array | null {
  if (!url.startsWith('data:')) return null;
  const comma = url.indexOf(',');
  if (comma === -1 || !url.slice(0, comma).endsWith(';base64')) return null;
  const length = Math.min(url.length - comma - 1, base64Chars) & ~3;
  return Buffer.from(url.slice(comma + 1, comma + 1 + length), 'base64');
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65536 + u16be(b, i + 2);
const u32le = (b: Uint8Array, i: number) => u16le(b, i) + u16le(b, i + 2) * 65536;
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    // Start-of-frame markers (not DHT C4, JPG C8, DAC CC) carry the size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

/** The size of an image given inline as a base64 `data:` URL (PNG, JPEG, GIF, WebP), from its header; null when it cannot be read. */
export function imageSizeFromDataUrl(url: string): { width: number; height: number } | null {
  const b = decodeDataUrlStart(url, HEADER_BASE64_CHARS);
  if (b === null || b.length < 10) return null;
  let size: { width: number; height: number } | null = null;
  if (b[0] === 0x89 && ascii(b, 1, 3) === 'PNG') size = { width: u32be(b, 16), height: u32be(b, 20) };
  else if (b[0] === 0xff && b[1] === 0xd8) size = jpegSize(b);
  else if (ascii(b, 0, 4) === 'GIF8') size = { width: u16le(b, 6), height: u16le(b, 8) };
  else if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') {
    const chunk = ascii(b, 12, 4);
    if (chunk === 'VP8 ') size = { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
    else if (chunk === 'VP8L') {
      const bits = u32le(b, 21);
      size = { width: (bits & 0x3fff) + 1, height: (Math.floor(bits / 16384) & 0x3fff) + 1 };
    } else if (chunk === 'VP8X') size = { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  }
  return size !== null && size.width > 0 && size.height > 0 ? size : null;
}

/** Audio tokens for a length: 1000 a minute, whole seconds rounded up (server-behaviour 4.2). */
export function audioTokensForSeconds(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.round((Math.ceil(seconds) * 1000) / 60);
}

/** The length of base64 audio: a WAV header's byte rate, 24 kHz 16-bit mono for `pcm16`, else 128 kbit/s. */
export function audioSecondsOfBase64(data: string, format: string): number {
  if (data === '') return 0;
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  const bytes = Math.floor((data.length * 3) / 4) - padding;
  if (format === 'wav' || data.startsWith('UklGR')) {
    const header = Buffer.from(data.slice(0, 64), 'base64');
    const byteRate = header.length >= 32 && ascii(header, 0, 4) === 'RIFF' && ascii(header, 8, 4) === 'WAVE' ? u32le(header, 28) : 0;
    if (byteRate > 0) return Math.max(0, bytes - 44) / byteRate;
  }
  return bytes / (format === 'pcm16' ? 48_000 : 16_000);
}
