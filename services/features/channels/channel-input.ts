import { channelType, CHANNEL_TYPES_NEEDING_BASE_URL, isSelectableChannelType, XUNFEI_DEFAULT_VERSION } from '../../../schema/channels/channel-types';
import { checkEgressUrl, egressPolicy } from '../../platform/egress/policy';
import { proxyOrigin } from '../../platform/egress/proxy-url';
import { AppError } from '../../platform/errors';
import type { OptionStore } from '../../platform/options/option-store';
import type { ChannelFields } from './channel-records';

/*
 * A channel form checked on the server (spec 02 sections 3, 5 and 9;
 * server-behaviour 3.1). Messages are the spec's where it has one.
 */

/**
 * What a create or full update may send (the fields of spec 02 section 3),
 * checked here: it may come straight from a JSON body. The messages name the
 * fields as the established console does.
 */
export interface ChannelInput {
  readonly type?: unknown;
  readonly name?: unknown;
  readonly key?: unknown;
  readonly openaiOrganization?: unknown;
  readonly testModel?: unknown;
  readonly status?: unknown;
  readonly weight?: unknown;
  readonly priority?: unknown;
  readonly baseUrl?: unknown;
  readonly other?: unknown;
  /** A comma string or a list. */
  readonly models?: unknown;
  /** A comma string, or a list in `groups`. */
  readonly group?: unknown;
  readonly groups?: unknown;
  readonly modelMapping?: unknown;
  readonly statusCodeMapping?: unknown;
  readonly autoBan?: unknown;
  readonly tag?: unknown;
  readonly setting?: unknown;
  readonly paramOverride?: unknown;
  readonly headerOverride?: unknown;
  readonly remark?: unknown;
  readonly maxInputTokens?: unknown;
  readonly settings?: unknown;
}

export const PRIORITY_MIN = -999;
/** Most channels one batch create makes (one per key line). */
export const BATCH_MAX = 1000;

function textOf(value: unknown, field: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') throw new AppError('invalid', `${field} must be text`);
  return value;
}

/** A whole number sent as a number or as digits (an optional minus sign); null for anything else. */
export function integerOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** A comma list from a comma string or a list of strings: trimmed, without empty entries. */
function listOf(value: unknown, field: string): string[] {
  const items = Array.isArray(value) ? value.map((item) => textOf(item, field)) : textOf(value, field).split(',');
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

export function channelTypeOf(value: unknown): number {
  if (value === undefined || value === null || value === '') return 1;
  const type = integerOf(value);
  if (type === null || !isSelectableChannelType(type)) throw new AppError('invalid', `no channel type ${String(value)}`);
  return type;
}

export function modelsOf(value: unknown): string {
  const models = listOf(value, 'models');
  if (models.length === 0) throw new AppError('invalid', 'please select at least one model');
  if (new Set(models).size !== models.length) throw new AppError('invalid', 'some models already exist');
  return models.join(',');
}

/** Groups from `group` (comma string) or `groups` (list); default `default`. */
export function groupsOf(group: unknown, groups: unknown): string {
  const list = [...new Set(listOf(groups !== undefined && groups !== null ? groups : group, 'group'))];
  return (list.length === 0 ? ['default'] : list).join(',');
}

/** A JSON object text, or '' when empty. */
/** A model mapping as text: a JSON object of model names to model names (the relay cannot use any other value). */
export function modelMappingText(value: unknown): string {
  const text = jsonObjectText(value, 'model mapping must be valid JSON');
  if (text !== '' && Object.values(JSON.parse(text) as Record<string, unknown>).some((entry) => typeof entry !== 'string'))
    throw new AppError('invalid', 'model mapping values must be model names');
  return text;
}

function jsonObjectText(value: unknown, message: string): string {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return JSON.stringify(value);
  const text = textOf(value, message).trim();
  if (text === '') return '';
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
  } catch {
    throw new AppError('invalid', message);
  }
  return text;
}

export function priorityOf(value: unknown): number {
  if (value === undefined || value === null || value === '') return 0;
  const priority = integerOf(value);
  if (priority === null) throw new AppError('invalid', 'priority must be an integer!');
  if (priority < PRIORITY_MIN) throw new AppError('invalid', `priority is at least ${PRIORITY_MIN}`);
  return priority;
}

/** A whole number; a negative weight is clamped to 0 (spec 02 section 5). */
export function weightOf(value: unknown): number {
  if (value === undefined || value === null || value === '') return 0;
  const weight = integerOf(value);
  if (weight === null || weight > 2 ** 31 - 1) throw new AppError('invalid', 'weight must be a non-negative integer');
  return Math.max(0, weight);
}

/** Status an admin may set: 1 enabled, 2 disabled (3 is set only by automatic disabling). */
export function adminStatusOf(value: unknown): 1 | 2 {
  const status = integerOf(value);
  if (status !== 1 && status !== 2) throw new AppError('invalid', 'status is 1 (enabled) or 2 (disabled)');
  return status;
}

function autoBanOf(value: unknown): number {
  if (value === undefined || value === null || value === '') return 1;
  if (value === true || value === 1 || value === '1') return 1;
  if (value === false || value === 0 || value === '0') return 0;
  throw new AppError('invalid', 'auto_ban is 1 or 0');
}

function maxInputTokensOf(value: unknown): number {
  if (value === undefined || value === null || value === '') return 0;
  const n = integerOf(value);
  if (n === null || n < 0 || n > 2 ** 31 - 1) throw new AppError('invalid', 'max_input_tokens is a whole number, 0 or more');
  return n;
}

/**
 * The base URL with its trailing slashes stripped, checked against the
 * egress policy (scheme, credentials, port, addresses and names refused
 * outright unless `egress.allow_list` allows them). A Custom channel's
 * `{model}` placeholder is checked as a path segment. Required for types
 * without a default (Azure, Custom).
 */
export function baseUrlOf(value: unknown, type: number, options: OptionStore): string {
  const url = textOf(value, 'base_url').trim().replace(/\/+$/, '');
  if (url === '') {
    if (CHANNEL_TYPES_NEEDING_BASE_URL.has(type)) throw new AppError('invalid', `a ${channelType(type)!.name} channel needs a base URL`);
    return '';
  }
  try {
    checkEgressUrl(url.replaceAll('{model}', 'model'), egressPolicy(options.get('egress.allow_list')));
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.kind, `base_url: ${error.message}`, error.details);
    throw error;
  }
  return url;
}

/**
 * The `setting` JSON object text ('' when empty). Its `proxy`, when set, is
 * the channel's own http(s) proxy: it must be `scheme://[user:password@]host[:port]`
 * and its host and port must pass the egress policy, as a base URL's do.
 */
export function settingOf(value: unknown, options: OptionStore): string {
  const text = jsonObjectText(value, 'setting must be valid JSON');
  if (text === '') return text;
  const proxy = (JSON.parse(text) as Record<string, unknown>).proxy;
  if (proxy === undefined || proxy === null || (typeof proxy === 'string' && proxy.trim() === '')) return text;
  if (typeof proxy !== 'string') throw new AppError('invalid', 'setting.proxy must be text: an http or https proxy URL');
  try {
    checkEgressUrl(proxyOrigin(proxy), egressPolicy(options.get('egress.allow_list')));
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.kind, `setting.proxy: ${error.message}`, error.details);
    throw error;
  }
  return text;
}

/** Every stored field of a channel from a create or full-update form (the key is handled by the caller). */
export function channelFieldsOf(input: ChannelInput, options: OptionStore, status: number): ChannelFields {
  const type = channelTypeOf(input.type);
  const name = textOf(input.name, 'name').trim();
  if (name === '') throw new AppError('invalid', 'please fill in channel name and key');
  const other = textOf(input.other, 'other').trim();
  return {
    type,
    name,
    openaiOrganization: textOf(input.openaiOrganization, 'openai_organization').trim(),
    testModel: textOf(input.testModel, 'test_model').trim(),
    status,
    weight: weightOf(input.weight),
    priority: priorityOf(input.priority),
    baseUrl: baseUrlOf(input.baseUrl, type, options),
    other: type === 18 && other === '' ? XUNFEI_DEFAULT_VERSION : other,
    models: modelsOf(input.models),
    group: groupsOf(input.group, input.groups),
    modelMapping: modelMappingText(input.modelMapping),
    statusCodeMapping: jsonObjectText(input.statusCodeMapping, 'status code mapping must be valid JSON'),
    autoBan: autoBanOf(input.autoBan),
    tag: textOf(input.tag, 'tag').trim(),
    setting: settingOf(input.setting, options),
    paramOverride: jsonObjectText(input.paramOverride, 'param override must be valid JSON'),
    headerOverride: jsonObjectText(input.headerOverride, 'header override must be valid JSON'),
    remark: textOf(input.remark, 'remark'),
    maxInputTokens: maxInputTokensOf(input.maxInputTokens),
    settings: jsonObjectText(input.settings, 'settings must be valid JSON'),
  };
}

/** The key as sent ('' when absent); a list or object (Vertex's JSON) becomes its JSON text. */
export function keyOf(value: unknown): string {
  if (Array.isArray(value) || (value !== null && typeof value === 'object')) return JSON.stringify(value);
  return textOf(value, 'key').trim();
}

/** One key per non-empty line, for `mode: 'batch'`. */
export function keyLines(key: string): string[] {
  const lines = key
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length > BATCH_MAX) throw new AppError('invalid', `a batch makes at most ${BATCH_MAX} channels (one per key line)`);
  return lines;
}
