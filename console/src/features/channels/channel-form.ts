import { commaItems } from './channel-rules';

/*
 * The create/edit drawer's form (spec 02 sections 3, 5 and 9): its values,
 * defaults, the channel read back into it, and the checks run before it is
 * sent. Errors are keys of the `channels` namespace's `errors`.
 */

export interface ChannelFormValues {
  readonly type: number;
  readonly name: string;
  readonly key: string;
  readonly baseUrl: string;
  readonly other: string;
  readonly openaiOrganization: string;
  readonly models: readonly string[];
  readonly groups: readonly string[];
  readonly modelMapping: string;
  readonly statusCodeMapping: string;
  readonly testModel: string;
  readonly autoBan: boolean;
  readonly priority: string;
  readonly weight: string;
  readonly tag: string;
  readonly maxInputTokens: string;
  readonly setting: string;
  readonly paramOverride: string;
  /** Create only: one channel per key line. */
  readonly batch: boolean;
}

/** Spec 02 §9: type 1, auto-ban on, the default group, priority and weight 0. */
export const NEW_CHANNEL: ChannelFormValues = {
  type: 1,
  name: '',
  key: '',
  baseUrl: '',
  other: '',
  openaiOrganization: '',
  models: [],
  groups: ['default'],
  modelMapping: '',
  statusCodeMapping: '',
  testModel: '',
  autoBan: true,
  priority: '0',
  weight: '0',
  tag: '',
  maxInputTokens: '0',
  setting: '',
  paramOverride: '',
  batch: false,
};

/** What the drawer reads of a stored channel. */
export interface StoredChannel {
  readonly type: number;
  readonly name: string;
  readonly key?: string | null;
  readonly baseUrl: string;
  readonly other: string;
  readonly openaiOrganization: string;
  readonly models: string;
  readonly group: string;
  readonly modelMapping: string;
  readonly statusCodeMapping: string;
  readonly testModel: string;
  readonly autoBan: number;
  readonly priority: number;
  readonly weight: number;
  readonly tag: string;
  readonly maxInputTokens: number;
  readonly setting: string;
  readonly paramOverride: string;
}

/** A stored channel in the form: comma lists as lists, auto-ban as a tick, numbers as text. */
export const channelFormOf = (c: StoredChannel): ChannelFormValues => ({
  type: c.type,
  name: c.name,
  key: c.key ?? '',
  baseUrl: c.baseUrl,
  other: c.other,
  openaiOrganization: c.openaiOrganization,
  models: commaItems(c.models),
  groups: commaItems(c.group),
  modelMapping: c.modelMapping,
  statusCodeMapping: c.statusCodeMapping,
  testModel: c.testModel,
  autoBan: c.autoBan === 1,
  priority: String(c.priority),
  weight: String(c.weight),
  tag: c.tag,
  maxInputTokens: String(c.maxInputTokens),
  setting: c.setting,
  paramOverride: c.paramOverride,
  batch: false,
});

/** Type 18 (Xunfei): an empty `other` means API version v2.1 (spec 02 §5). */
export const XUNFEI_TYPE = 18;
export const XUNFEI_DEFAULT_VERSION = 'v2.1';

export type ChannelFormError = 'nameAndKey' | 'noModels' | 'modelMappingJson';

/** What GraphQL's ChannelInput takes. */
export interface ChannelInputFields {
  type: number;
  name: string;
  key: string;
  baseUrl: string;
  other: string;
  openaiOrganization: string;
  models: string;
  group: string;
  modelMapping: string;
  statusCodeMapping: string;
  testModel: string;
  autoBan: number;
  priority: number;
  weight: number;
  tag: string;
  maxInputTokens: number;
  setting: string;
  paramOverride: string;
}

/** A JSON object text, or empty. */
export function isJsonObjectOrEmpty(text: string): boolean {
  if (text.trim() === '') return true;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

/** A model mapping the relay can use: empty, or a JSON object of model names to model names. */
export function isModelMappingText(text: string): boolean {
  if (!isJsonObjectOrEmpty(text)) return false;
  return text.trim() === '' || Object.values(JSON.parse(text) as Record<string, unknown>).every((value) => typeof value === 'string');
}

/** The base URL as sent: trimmed, its trailing slashes stripped (spec 02 §5). */
export const cleanBaseUrl = (url: string): string => url.trim().replace(/\/+$/, '');

/** Spec 02 §5: a base URL ending in /v1 is only applied once the admin confirms it (the relay adds /v1 itself). */
export const baseUrlNeedsConfirmation = (url: string): boolean => /\/v1$/i.test(cleanBaseUrl(url));

const wholeNumber = (text: string): number => {
  const n = Number.parseInt(text.trim(), 10);
  return Number.isNaN(n) ? 0 : n;
};

/** Spec 02 §5's checks, in its order; the input to send when they pass. */
export function checkChannelForm(values: ChannelFormValues, mode: 'create' | 'edit'): { error: ChannelFormError } | { input: ChannelInputFields } {
  if (mode === 'create' && (values.name.trim() === '' || values.key.trim() === '')) return { error: 'nameAndKey' };
  if (values.models.length === 0) return { error: 'noModels' };
  if (!isModelMappingText(values.modelMapping)) return { error: 'modelMappingJson' };
  const other = values.type === XUNFEI_TYPE && values.other.trim() === '' ? XUNFEI_DEFAULT_VERSION : values.other.trim();
  return {
    input: {
      type: values.type,
      name: values.name.trim(),
      key: values.key.trim(),
      baseUrl: cleanBaseUrl(values.baseUrl),
      other,
      openaiOrganization: values.openaiOrganization.trim(),
      models: values.models.join(','),
      group: values.groups.join(','),
      modelMapping: values.modelMapping.trim(),
      statusCodeMapping: values.statusCodeMapping.trim(),
      testModel: values.testModel.trim(),
      autoBan: values.autoBan ? 1 : 0,
      priority: wholeNumber(values.priority),
      weight: wholeNumber(values.weight),
      tag: values.tag.trim(),
      maxInputTokens: Math.max(0, wholeNumber(values.maxInputTokens)),
      setting: values.setting.trim(),
      paramOverride: values.paramOverride.trim(),
    },
  };
}

/**
 * Custom model names typed comma separated (spec 02 §5): added to the list,
 * or 'duplicate' when one is already there (or named twice), adding none.
 */
export function addCustomModels(models: readonly string[], typed: string): { models: string[] } | { error: 'duplicate' } {
  const names = commaItems(typed);
  const seen = new Set(models);
  for (const name of names) {
    if (seen.has(name)) return { error: 'duplicate' };
    seen.add(name);
  }
  return { models: [...models, ...names] };
}

/** Models fetched or filled in, added after those already chosen without repeating any. */
export const mergeModels = (models: readonly string[], more: readonly string[]): string[] => [...new Set([...models, ...more])];
