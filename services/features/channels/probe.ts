import { channelType } from '../../../schema/channels/channel-types';
import { findChannelById, type ChannelRecord } from './channel-records';
import { advancePollingIndex, recordChannelTest } from './channel-probe-records';
import { formatChannelInfo, parseChannelInfo, pickTestKey } from './rules/multi-key';
import { channelProxyOf } from './rules/channel-setting';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import type { BalanceTarget, ChatProbeResult, ProbeCall, ProbeChannel } from '../../platform/ports/upstream-probe';
import { positiveId } from '../../platform/input-checks';
import { baseUrlOf, keyOf } from './channel-input';
import type { ChannelsDeps } from './deps';
import { admin, NOT_FOUND } from './manage';
import { openChannelKey } from './view';

/*
 * Channel operations that call the upstream (server-behaviour 3.8; spec 02,
 * `/api/channel/test/{id}` and `/api/channel/fetch_models`), through the
 * UpstreamProbe port, so the egress policy applies. Admins only. How a
 * channel's upstream is called, and which types can be tested or list
 * their models, is the probe's to say (the relay's provider table): this
 * file hands it the channel's fields as stored.
 */

/** The model a test uses when the caller names none (server-behaviour 3.8). */
export const DEFAULT_TEST_MODEL = 'gpt-4o-mini';

export function supported(deps: ChannelsDeps, type: number, call: ProbeCall, what: string): void {
  if (deps.probe.supports(type, call)) return;
  const name = channelType(type)?.name ?? `type ${type}`;
  throw new AppError('invalid', `${what} is not supported for this channel type (${name}) yet`);
}

/** The first key of a channel: the first element of a JSON array of keys, else the first non-empty line. */
export function firstKey(key: string): string {
  const trimmed = key.trim();
  if (trimmed.startsWith('[')) {
    try {
      const keys = JSON.parse(trimmed) as unknown;
      if (Array.isArray(keys)) {
        const first = keys.find((k): k is string => typeof k === 'string' && k.trim() !== '');
        if (first !== undefined) return first.trim();
      }
    } catch {
      // Not JSON: lines, as any other key.
    }
  }
  return (
    trimmed
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find((line) => line !== '') ?? ''
  );
}

export function baseUrlFor(type: number, baseUrl: string): string {
  const base = baseUrl !== '' ? baseUrl : (channelType(type)?.defaultBaseUrl ?? '');
  if (base === '') throw new AppError('invalid', 'the channel has no base URL');
  return base.replace(/\/+$/, '');
}

export async function channelOf(deps: ChannelsDeps, id: unknown): Promise<ChannelRecord> {
  const channel = await findChannelById(deps.db, positiveId(id));
  if (!channel) throw new AppError('not_found', NOT_FOUND);
  return channel;
}

/** Where a balance is read: the channel's first key, its base URL and its proxy. */
export function targetOf(deps: ChannelsDeps, channel: ChannelRecord): Omit<BalanceTarget, 'api'> {
  const key = firstKey(openChannelKey(deps.secretBox, channel));
  if (key === '') throw new AppError('invalid', 'the channel has no key');
  return { baseUrl: baseUrlFor(channel.type, channel.baseUrl), key, proxy: channelProxyOf(channel.setting) };
}

/** The channel as the probe calls it, with the one key to use. */
export function probeChannelOf(channel: ChannelRecord, key: string): ProbeChannel {
  return {
    type: channel.type,
    baseUrl: channel.baseUrl,
    key,
    other: channel.other,
    organization: channel.openaiOrganization,
    createdTime: channel.createdTime,
    modelMapping: channel.modelMapping,
    paramOverride: channel.paramOverride,
    headerOverride: channel.headerOverride,
    settings: channel.settings,
    setting: channel.setting,
    proxy: channelProxyOf(channel.setting),
  };
}

/** The channel with its first key, for calls that are not a test (model lists). */
function firstKeyChannel(deps: ChannelsDeps, channel: ChannelRecord): ProbeChannel {
  const key = firstKey(openChannelKey(deps.secretBox, channel));
  if (key === '') throw new AppError('invalid', 'the channel has no key');
  return probeChannelOf(channel, key);
}

/** The model named by the caller, else the channel's test model, else its first model, else gpt-4o-mini. */
function testModelOf(channel: ChannelRecord, model: unknown): string {
  if (model !== undefined && model !== null && typeof model !== 'string') throw new AppError('invalid', 'model must be text');
  const named = (model ?? '').trim();
  if (named !== '') return named;
  if (channel.testModel.trim() !== '') return channel.testModel.trim();
  const first = channel.models
    .split(',')
    .map((m) => m.trim())
    .find((m) => m !== '');
  return first ?? DEFAULT_TEST_MODEL;
}

export interface ChannelTestInput {
  readonly id?: unknown;
  readonly model?: unknown;
}

export interface ChannelTestResult {
  readonly success: boolean;
  /** Empty on success; else the upstream's message (never the key). */
  readonly message: string;
  /** Seconds, two decimals. */
  readonly time: number;
}

/** Seconds with two decimals, as the answer's `time`. */
export const secondsOf = (elapsedMs: number): number => Math.round(elapsedMs / 10) / 100;

/**
 * One chat request to the channel's upstream, storing `response_time` (ms)
 * and `test_time` (unix seconds) when it reached the upstream, whatever it
 * answered. A type without a probe, a missing key or a target the egress
 * policy refuses throws and stores nothing. Shared by the single test and
 * the test-all run.
 */
export async function runChannelTest(deps: ChannelsDeps, channel: ChannelRecord, model?: unknown): Promise<ChannelTestOutcome> {
  supported(deps, channel.type, 'test', 'testing');
  const { target, usedKey } = await testTargetOf(deps, channel);
  const result = await deps.probe.testChat(target, testModelOf(channel, model));
  const stored = await recordChannelTest(deps.db, channel.id, result.elapsedMs, Math.floor(deps.clock().getTime() / 1000));
  if (!stored) throw new AppError('not_found', NOT_FOUND);
  return { ...result, usedKey };
}

/**
 * What a test or balance read went to: the key's index (0 on a single-key
 * channel), the sealed key text and the base URL it was taken from. A
 * decision on the result is dropped if an admin changed either meanwhile.
 */
export interface UsedKey {
  /** The key of a multi-key channel the failure is about; null: the channel as a whole (its configuration failed, no key was used). */
  readonly index: number | null;
  readonly sealedFrom: string;
  readonly baseUrl: string;
}

export const usedKeyOf = (channel: ChannelRecord, index = 0): UsedKey => ({ index, sealedFrom: channel.keyCiphertext, baseUrl: channel.baseUrl });

export type ChannelTestOutcome = ChatProbeResult & { readonly usedKey: UsedKey };

/**
 * Where a test goes, with which key. A multi-key channel tests the key a
 * request would get (pickTestKey), and a polling channel moves its index on,
 * as a request does, so that successive tests go round the keys.
 */
async function testTargetOf(deps: ChannelsDeps, channel: ChannelRecord): Promise<{ target: ProbeChannel; usedKey: UsedKey }> {
  const info = parseChannelInfo(channel.channelInfo);
  if (!info.is_multi_key) return { target: firstKeyChannel(deps, channel), usedKey: usedKeyOf(channel) };
  const pick = pickTestKey(openChannelKey(deps.secretBox, channel), info, Math.random);
  if (pick.kind === 'none')
    throw new AppError('invalid', pick.reason === 'no keys' ? 'the channel has no key' : 'every key of the channel is disabled by an admin');
  if (info.multi_key_mode === 'polling') {
    await advancePollingIndex(deps.db, channel.id, channel.channelInfo, formatChannelInfo({ ...info, multi_key_polling_index: pick.nextPollingIndex }));
  }
  return { target: probeChannelOf(channel, pick.key), usedKey: usedKeyOf(channel, pick.index) };
}

/**
 * Tests one channel (`GET /api/channel/test/:id?model=`): success, the
 * upstream's message on failure, and the time in seconds either way. A
 * single test never disables or enables a channel (server-behaviour 3.8).
 */
export async function testChannel(deps: ChannelsDeps, actor: Actor, input: ChannelTestInput): Promise<ChannelTestResult> {
  admin(actor);
  const channel = await channelOf(deps, input.id);
  const result = await runChannelTest(deps, channel, input.model);
  return { success: result.ok, message: result.message, time: secondsOf(result.elapsedMs) };
}

/** The model ids the channel's upstream lists. */
export async function fetchChannelModels(deps: ChannelsDeps, actor: Actor, id: unknown): Promise<string[]> {
  admin(actor);
  const channel = await channelOf(deps, id);
  supported(deps, channel.type, 'list-models', 'fetching models');
  return deps.probe.listModels(firstKeyChannel(deps, channel));
}

export interface FetchModelsInput {
  readonly baseUrl?: unknown;
  readonly type?: unknown;
  readonly key?: unknown;
}

/** The model ids an upstream lists for a channel being edited: `{baseUrl, type, key}` (an empty base URL is the type's default). */
export async function fetchModelsFor(deps: ChannelsDeps, actor: Actor, input: FetchModelsInput): Promise<string[]> {
  admin(actor);
  const type = typeof input.type === 'string' && /^\d+$/.test(input.type) ? Number(input.type) : input.type;
  if (typeof type !== 'number' || !Number.isSafeInteger(type) || channelType(type) === undefined)
    throw new AppError('invalid', 'type is not a known channel type');
  supported(deps, type, 'list-models', 'fetching models');
  const key = firstKey(keyOf(input.key));
  if (key === '') throw new AppError('invalid', 'key is required');
  const baseUrl = baseUrlOf(input.baseUrl, type, deps.options);
  const unsaved = { type, baseUrl, key, other: '', organization: '', createdTime: Math.floor(deps.clock().getTime() / 1000) };
  return deps.probe.listModels({ ...unsaved, modelMapping: '', paramOverride: '', headerOverride: '', settings: '', setting: '', proxy: null });
}
