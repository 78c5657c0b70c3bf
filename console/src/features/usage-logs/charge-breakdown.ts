/*
 * A row's `other` JSON as the lines a person reads (spec 02 §3): the ratios
 * or the per-call price, cache and reasoning tokens, the tool calls charged
 * on top (web and file searches, image generations), the model mapping, how
 * the stream ended, the channels tried (admins), and for an error row what
 * the upstream answered. An unparseable `other` shows nothing and is only
 * logged to the console (spec 02 §8).
 */

/** The breakdown line keys; each is `breakdown.<key>` in locales/<language>/logs.json. */
export type BreakdownKey =
  | 'modelPrice'
  | 'modelRatio'
  | 'completionRatio'
  | 'groupRatio'
  | 'cacheTokens'
  | 'cacheCreationTokens'
  | 'reasoningTokens'
  | 'imageTokens'
  | 'webSearch'
  | 'fileSearch'
  | 'imageGeneration'
  | 'modelMapping'
  | 'firstToken'
  | 'conversion'
  | 'streamEnd'
  | 'usageSource'
  | 'chargeBasis'
  | 'corrections'
  | 'statusCode'
  | 'errorType'
  | 'attempts'
  | 'channelsTried';

/** One line: its label key, its value, and for stream ends and sources a value key to translate. */
export interface BreakdownLine {
  readonly key: BreakdownKey;
  readonly value: string;
  readonly valueKey?: 'streamEnd' | 'usageSource' | 'chargeBasis';
}

type Other = Record<string, unknown>;

const warned = new Set<string>();

/** `other` as an object, or null when it is not one (logged once, never shown). */
export function parseOther(text: string): Other | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Other) : null;
  } catch (error) {
    if (!warned.has(text)) console.warn('an unparseable log other field', text, error);
    warned.add(text);
    return null;
  }
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The channels a request tried, in order (admins see `admin_info.use_channel`). */
export function channelsTried(other: Other | null): number[] {
  const info = other?.admin_info;
  if (typeof info !== 'object' || info === null) return [];
  const used = (info as Other).use_channel;
  return Array.isArray(used) ? used.filter((id): id is number => typeof id === 'number') : [];
}

/** The first-token time in milliseconds, or null when not recorded (`frt` is -1 then). */
export function firstTokenMs(other: Other | null): number | null {
  const frt = num(other?.frt);
  return frt !== null && frt >= 0 ? frt : null;
}

function priceLines(other: Other): BreakdownLine[] {
  const lines: BreakdownLine[] = [];
  const price = num(other.model_price);
  if (price !== null && price > 0) lines.push({ key: 'modelPrice', value: `$${price}` });
  else {
    const modelRatio = num(other.model_ratio);
    const completionRatio = num(other.completion_ratio);
    if (modelRatio !== null) lines.push({ key: 'modelRatio', value: String(modelRatio) });
    if (completionRatio !== null) lines.push({ key: 'completionRatio', value: String(completionRatio) });
  }
  const groupRatio = num(other.group_ratio);
  if (groupRatio !== null) lines.push({ key: 'groupRatio', value: String(groupRatio) });
  return lines;
}

function tokenLines(other: Other): BreakdownLine[] {
  const lines: BreakdownLine[] = [];
  const withRatio = (tokens: unknown, ratio: unknown) => {
    const count = num(tokens);
    if (count === null || count <= 0) return null;
    const r = num(ratio);
    return r === null ? String(count) : `${count} × ${r}`;
  };
  const cache = withRatio(other.cache_tokens, other.cache_ratio);
  if (cache) lines.push({ key: 'cacheTokens', value: cache });
  const creation = withRatio(other.cache_creation_tokens, other.cache_creation_ratio);
  if (creation) lines.push({ key: 'cacheCreationTokens', value: creation });
  const reasoning = num(other.reasoning_tokens);
  if (reasoning !== null && reasoning > 0) lines.push({ key: 'reasoningTokens', value: String(reasoning) });
  const image = withRatio(other.image_tokens, other.image_ratio);
  if (image) lines.push({ key: 'imageTokens', value: image });
  return lines;
}

/** The built-in tool calls charged on top of the tokens: `2 × $10 / 1K` per tool. */
function toolLines(other: Other): BreakdownLine[] {
  const lines: BreakdownLine[] = [];
  const tool = (key: BreakdownKey, count: unknown, price: unknown) => {
    const n = num(count);
    const p = num(price);
    if (n !== null && n > 0) lines.push({ key, value: p === null ? String(n) : `${n} × $${p} / 1K` });
  };
  tool('webSearch', other.web_search_call_count, other.web_search_price);
  tool('fileSearch', other.file_search_call_count, other.file_search_price);
  tool('imageGeneration', other.image_generation_call_count, other.image_generation_call_price);
  return lines;
}

/** The lines of a row's breakdown; `admin` adds the channels tried. */
export function chargeBreakdown(other: Other | null, model: string, admin: boolean): BreakdownLine[] {
  if (!other) return [];
  const lines = [...priceLines(other), ...tokenLines(other), ...toolLines(other)];
  const upstream = text(other.upstream_model_name);
  if (other.is_model_mapped === true && upstream) lines.push({ key: 'modelMapping', value: `${model} → ${upstream}` });
  const frt = firstTokenMs(other);
  if (frt !== null) lines.push({ key: 'firstToken', value: `${frt} ms` });
  const conversion = list(other.request_conversion);
  if (conversion.length > 0) lines.push({ key: 'conversion', value: conversion.join(' → ') });
  const end = text(other.stream_end);
  if (end) lines.push({ key: 'streamEnd', value: end, valueKey: 'streamEnd' });
  const source = text(other.usage_source);
  if (source) lines.push({ key: 'usageSource', value: source, valueKey: 'usageSource' });
  const basis = text(other.charge_basis);
  if (basis) lines.push({ key: 'chargeBasis', value: basis, valueKey: 'chargeBasis' });
  const corrections = list(other.usage_corrections);
  if (corrections.length > 0) lines.push({ key: 'corrections', value: corrections.join(', ') });
  const status = num(other.status_code);
  if (status !== null) lines.push({ key: 'statusCode', value: String(status) });
  const errorType = [text(other.error_type), text(other.error_code)].filter(Boolean).join(' / ');
  if (errorType) lines.push({ key: 'errorType', value: errorType });
  const attempts = num(other.attempts);
  if (attempts !== null) lines.push({ key: 'attempts', value: String(attempts) });
  const tried = channelsTried(other);
  if (admin && tried.length > 0) lines.push({ key: 'channelsTried', value: tried.map((id) => `#${id}`).join(' → ') });
  return lines;
}
