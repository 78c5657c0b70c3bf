/*
 * Counting a request's prompt tokens before it goes upstream
 * (server-behaviour 4.2): the estimate the reservation holds, and the prompt
 * a request settles with when upstream reports no usage (4.4). Pure: the
 * tokenizer comes in as an `Encoder` (services/platform/adapters/tokenizer.ts
 * makes one per encoding), and nothing here fetches an image or reads a
 * clock.
 *
 * - Text: the tokenizer count of every text the model reads (roles, names,
 *   message content, tool calls in the history, tool definitions, a JSON
 *   schema for the answer), each counted on its own. OpenAI's models use
 *   their encoding (`encodingForModel`); every other model is counted with
 *   cl100k_base, where the established gateway guesses from the characters.
 * - Overheads as the established gateway adds them on the OpenAI format: 3
 *   per message, 3 per `name`, 3 for the reply, 8 per tool. The Responses
 *   API gets the same (its input items are messages too).
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
 *
 * Special-token text in a prompt (`<|endoftext|>`) is ordinary text to the
 * API and is counted as such; the Encoder must never throw on it.
 */

/** Counts the tokens of a text in one encoding. */
export type Encoder = (text: string) => number;

/** The encodings the relay counts with. */
export type TokenEncoding = 'o200k_base' | 'cl100k_base';

export const TOKENS_PER_MESSAGE = 3;
export const TOKENS_PER_NAME = 3;
/** Every reply is primed with `<|start|>assistant<|message|>`. */
export const REPLY_TOKENS = 3;
export const TOKENS_PER_TOOL = 8;
export const FILE_TOKENS = 4096;
export const VIDEO_TOKENS = 8192;
/** The size assumed for an image whose size the request does not show (a remote URL). */
export const UNKNOWN_IMAGE_SIDE = 1024;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A model name as the tables below know it: lower case, without a vendor prefix (`openai/gpt-4o`) or a fine-tune wrapper (`ft:gpt-4o-mini:org::id`). */
export function normaliseModel(model: string): string {
  let name = model.trim().toLowerCase();
  if (name.startsWith('ft:')) name = name.slice(3).split(':')[0] ?? '';
  const slash = name.lastIndexOf('/');
  return slash === -1 ? name : name.slice(slash + 1);
}

const O200K = /^(?:gpt-4o|chatgpt-4o|gpt-4\.1|gpt-4\.5|gpt-5|gpt-oss|o\d|codex-|computer-use|gpt-realtime|gpt-audio|gpt-image|omni-moderation)/;

/** o200k_base for gpt-4o, gpt-4.1, gpt-4.5, gpt-5, the o-series and their kin; cl100k_base for gpt-4, gpt-3.5, embeddings and every other model. */
export function encodingForModel(model: string): TokenEncoding {
  return O200K.test(normaliseModel(model)) ? 'o200k_base' : 'cl100k_base';
}

/** A request's prompt, counted. */
export interface PromptTokens {
  readonly total: number;
  /** Tokenizer count of the texts. */
  readonly text: number;
  /** Per message, per name, for the reply, per tool. */
  readonly overhead: number;
  readonly images: number;
  readonly audio: number;
  /** Files and videos. */
  readonly files: number;
}

class Tally {
  text = 0;
  overhead = 0;
  images = 0;
  audio = 0;
  files = 0;

  constructor(
    private readonly encode: Encoder,
    private readonly model: string,
  ) {}

  add(value: unknown): void {
    if (typeof value === 'string' && value !== '') this.text += this.encode(value);
  }

  json(value: unknown): void {
    if (value !== undefined && value !== null) this.add(typeof value === 'string' ? value : JSON.stringify(value));
  }

  message(role: unknown, name: unknown): void {
    this.overhead += TOKENS_PER_MESSAGE;
    this.add(role);
    if (typeof name === 'string' && name !== '') {
      this.overhead += TOKENS_PER_NAME;
      this.add(name);
    }
  }

  tool(name: unknown, description: unknown, parameters: unknown): void {
    this.overhead += TOKENS_PER_TOOL;
    this.add(name);
    this.add(description);
    this.json(parameters);
  }

  /** Message content: a string, or parts (chat and Responses part types). */
  content(content: unknown): void {
    if (!Array.isArray(content)) return this.add(content);
    for (const part of content) {
      if (typeof part === 'string') {
        this.add(part);
        continue;
      }
      if (!isObject(part)) continue;
      switch (part.type) {
        case 'image_url':
        case 'input_image': {
          const image = isObject(part.image_url) ? part.image_url : part;
          const url = typeof part.image_url === 'string' ? part.image_url : str(image.url ?? image.image_url);
          this.images += imageTokens(this.model, { ...(imageSizeFromDataUrl(url) ?? {}), detail: str(image.detail ?? part.detail) });
          break;
        }
        case 'input_audio': {
          const audio = isObject(part.input_audio) ? part.input_audio : {};
          this.audio += audioTokensForSeconds(audioSecondsOfBase64(str(audio.data), str(audio.format)));
          break;
        }
        case 'file':
        case 'input_file':
          this.files += FILE_TOKENS;
          break;
        case 'video_url':
          this.files += VIDEO_TOKENS;
          break;
        default:
          this.add(part.text);
          this.add(part.refusal);
      }
    }
  }

  toolCalls(calls: unknown): void {
    if (!Array.isArray(calls)) return;
    for (const call of calls) {
      const fn = isObject(call) && isObject(call.function) ? call.function : {};
      this.add(fn.name);
      this.add(fn.arguments);
    }
  }

  result(): PromptTokens {
    const { text, overhead, images, audio, files } = this;
    return { total: text + overhead + images + audio + files, text, overhead, images, audio, files };
  }
}

function countTools(tally: Tally, tools: unknown, functions: unknown): void {
  if (Array.isArray(tools)) {
    for (const tool of tools) {
      if (!isObject(tool)) continue;
      // Chat nests the function; the Responses API flattens it; built-in tools (web search…) have neither.
      const fn = isObject(tool.function) ? tool.function : tool;
      tally.tool(fn.name, fn.description, fn.parameters);
    }
  }
  if (Array.isArray(functions)) for (const fn of functions) if (isObject(fn)) tally.tool(fn.name, fn.description, fn.parameters);
}

/** A `/v1/chat/completions` request's prompt. */
export function countChatPromptTokens(body: unknown, encode: Encoder): PromptTokens {
  const request = isObject(body) ? body : {};
  const tally = new Tally(encode, str(request.model));
  const messages = Array.isArray(request.messages) ? request.messages : [];
  for (const message of messages) {
    if (!isObject(message)) continue;
    tally.message(message.role, message.name);
    tally.content(message.content);
    tally.add(message.reasoning_content);
    tally.add(message.refusal);
    tally.toolCalls(message.tool_calls);
    if (isObject(message.function_call)) tally.toolCalls([{ function: message.function_call }]);
  }
  if (messages.length > 0) tally.overhead += REPLY_TOKENS;
  countTools(tally, request.tools, request.functions);
  const format = isObject(request.response_format) ? request.response_format : {};
  if (isObject(format.json_schema)) tally.json(format.json_schema.schema ?? format.json_schema);
  return tally.result();
}

/** A `/v1/responses` request's prompt: `instructions`, `input` (a string or items) and tools. */
export function countResponsesPromptTokens(body: unknown, encode: Encoder): PromptTokens {
  const request = isObject(body) ? body : {};
  const tally = new Tally(encode, str(request.model));
  let messages = 0;
  if (typeof request.instructions === 'string' && request.instructions !== '') {
    tally.message('developer', undefined);
    tally.add(request.instructions);
    messages++;
  }
  if (typeof request.input === 'string') {
    tally.message('user', undefined);
    tally.add(request.input);
    messages++;
  } else if (Array.isArray(request.input)) {
    for (const item of request.input) {
      if (!isObject(item)) continue;
      if (item.role !== undefined) {
        tally.message(item.role, undefined);
        tally.content(item.content);
        messages++;
        continue;
      }
      switch (item.type) {
        case 'function_call':
          tally.add(item.name);
          tally.add(item.arguments);
          break;
        case 'custom_tool_call':
          tally.add(item.name);
          tally.add(item.input);
          break;
        case 'function_call_output':
        case 'custom_tool_call_output':
          tally.content(item.output);
          break;
        case 'reasoning':
          tally.content(item.summary);
          break;
      }
    }
  }
  if (messages > 0) tally.overhead += REPLY_TOKENS;
  countTools(tally, request.tools, undefined);
  const format = isObject(request.text) && isObject(request.text.format) ? request.text.format : {};
  if (format.type === 'json_schema') tally.json(format.schema);
  return tally.result();
}

/**
 * The input of a legacy completion (`prompt`), an embeddings or a moderation
 * request (`input`): a string, strings, token ids (counted as given), or
 * moderation's text parts. No overheads.
 */
export function countInputTokens(input: unknown, encode: Encoder): number {
  if (typeof input === 'string') return input === '' ? 0 : encode(input);
  if (!Array.isArray(input)) return 0;
  let total = 0;
  for (const item of input) {
    if (typeof item === 'number') total++;
    else if (Array.isArray(item)) total += item.length;
    else if (typeof item === 'string') total += item === '' ? 0 : encode(item);
    else if (isObject(item) && typeof item.text === 'string') total += encode(item.text);
  }
  return total;
}

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
