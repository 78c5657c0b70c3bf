import { parseChannelInfo } from '../../features/channels';
import { AppError, isAppError } from '../../platform/errors';
import type { OutboundHttp } from '../../platform/ports/outbound-http';
import type {
  BalanceAnswer,
  BalanceTarget,
  ChatProbeResult,
  ProbeCall,
  ProbeChannel,
  UpstreamFailure,
  UpstreamProbe,
} from '../../platform/ports/upstream-probe';
import { callSettingsOf } from '../hot-state/channel-table';
import { upstreamRequest, type CallableChannel } from '../inbound/upstream-request';
import { balancePath, BalanceFormatError, openAiUsagePath, readBalance } from '../providers/balance-answers';
import { ProviderConfigError, type ChannelView } from '../providers/provider';
import { providerFor } from '../providers/provider-for';
import { chatTestBody, redactKey, upstreamFailure } from '../providers/probe-answers';

/*
 * The channel probe (server-behaviour 3.8, 3.9; the UpstreamProbe port),
 * decided by the relay's provider table: a test is the request the relay
 * would send on that channel (upstream-request.ts: the provider's URL and
 * headers, the model mapping, the body quirks, the param and header
 * overrides, pass-through), so Azure's deployment, api-version and
 * `api-key`, Custom's `{model}` URL and every OpenAI-compatible row are
 * probed as they are used. Model lists go where the provider says
 * (`modelsTarget`); balances to the endpoints of balance-answers.ts. Every
 * call goes through the OutboundHttp port (egress policy, the channel's own
 * proxy). Time is read from `now` (milliseconds, monotonic).
 */

/** How long a test may wait for the upstream's headers, and for silence in its body. */
const TEST_TIMEOUT_MS = 60_000;
const LIST_TIMEOUT_MS = 30_000;

export interface ChannelProbeDeps {
  readonly http: OutboundHttp;
  /** Milliseconds from any fixed point (performance.now): the test's elapsed time. */
  readonly now: () => number;
  /** The global pass-through switch (`global.pass_through_request_enabled`), as the relay reads it. */
  readonly passThroughEverywhere: () => boolean;
}

const plainFailure = (message: string): UpstreamFailure => ({ status: null, code: null, type: null, message });
const failed = (failure: UpstreamFailure, elapsedMs: number): ChatProbeResult => ({ ok: false, message: failure.message, elapsedMs, failure });

/** The channel as the relay's table would hold it, with its one key. */
function callableOf(channel: ProbeChannel): CallableChannel {
  return {
    ...callSettingsOf(channel),
    info: parseChannelInfo(''),
    record: {
      id: 0,
      type: channel.type,
      keyText: channel.key,
      baseUrl: channel.baseUrl,
      other: channel.other,
      openaiOrganization: channel.organization,
      createdTime: channel.createdTime,
    },
  };
}

const viewOf = (channel: ProbeChannel): ChannelView => ({
  type: channel.type,
  baseUrl: channel.baseUrl,
  key: channel.key,
  other: channel.other,
  organization: channel.organization,
  createdTime: channel.createdTime,
  azureResponsesVersion: callSettingsOf(channel).azureResponsesVersion,
});

/** What the upstream said in an error answer, as an AppError `invalid` without the key. */
const refusedBy = (status: number, text: string, key: string): AppError => new AppError('invalid', upstreamFailure(status, text, key).message);

async function readJson(http: OutboundHttp, url: string, headers: Readonly<Record<string, string>>, key: string, proxy: string | null, what: string) {
  const response = await http.fetch(url, { headers, proxy, headersTimeoutMs: LIST_TIMEOUT_MS, bodyTimeoutMs: LIST_TIMEOUT_MS });
  const text = await response.text();
  if (response.status < 200 || response.status >= 300) throw refusedBy(response.status, text, key);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('invalid', `upstream answered ${what} that is not JSON`);
  }
}

export function createChannelProbe({ http, now, passThroughEverywhere }: ChannelProbeDeps): UpstreamProbe {
  return {
    supports(type: number, call: ProbeCall): boolean {
      const provider = providerFor(type);
      return provider !== null && (call === 'test' || provider.modelsTarget !== undefined);
    },

    async testChat(channel: ProbeChannel, model: string): Promise<ChatProbeResult> {
      const prepared = upstreamRequest(
        callableOf(channel),
        'chat',
        model,
        { kind: 'json', value: chatTestBody(model) },
        false,
        () => 0,
        passThroughEverywhere(),
      );
      if (!prepared.ok) throw new AppError('invalid', 'detail' in prepared.error ? String(prepared.error.detail) : 'the channel cannot be called');
      const { request } = prepared;
      const started = now();
      const elapsed = () => Math.round(now() - started);
      let status: number;
      let text: string;
      try {
        const response = await http.fetch(request.url, {
          method: 'POST',
          headers: request.headers,
          body: request.body,
          proxy: channel.proxy,
          headersTimeoutMs: TEST_TIMEOUT_MS,
          bodyTimeoutMs: TEST_TIMEOUT_MS,
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        // An unreachable upstream is a failed test; a refused target (egress policy) is the caller's error.
        if (isAppError(error) && error.kind === 'unavailable') return failed(plainFailure(redactKey(error.message, channel.key)), elapsed());
        throw error;
      }
      const elapsedMs = elapsed();
      if (status < 200 || status >= 300) return failed(upstreamFailure(status, text, channel.key), elapsedMs);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return failed(plainFailure('upstream answered something that is not JSON'), elapsedMs);
      }
      const answer = body as { error?: unknown; choices?: unknown };
      if (answer?.error) return failed({ ...upstreamFailure(status, text, channel.key), status: null }, elapsedMs);
      if (!Array.isArray(answer?.choices)) return failed(plainFailure('upstream answered without choices'), elapsedMs);
      return { ok: true, message: '', elapsedMs, failure: null };
    },

    async listModels(channel: ProbeChannel): Promise<string[]> {
      const provider = providerFor(channel.type);
      if (provider?.modelsTarget === undefined) throw new AppError('invalid', 'this channel type has no model list');
      let target;
      try {
        target = provider.modelsTarget(viewOf(channel));
      } catch (error) {
        if (error instanceof ProviderConfigError) throw new AppError('invalid', error.message);
        throw error;
      }
      const headers = { ...target.headers, accept: 'application/json', ...(callSettingsOf(channel).headerOverride ?? {}) };
      const body = (await readJson(http, target.url, headers, channel.key, channel.proxy, 'a model list')) as { data?: unknown } | null;
      if (!Array.isArray(body?.data)) throw new AppError('invalid', 'upstream answered a model list without data');
      const ids = body.data.map((model: unknown) => (model && typeof model === 'object' ? (model as { id?: unknown }).id : undefined));
      return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
    },

    async balance(target: BalanceTarget, at: Date): Promise<BalanceAnswer> {
      const headers = { authorization: `Bearer ${target.key}`, accept: 'application/json' };
      const read = (path: string) => readJson(http, `${target.baseUrl}${path}`, headers, target.key, target.proxy ?? null, 'a balance');
      const first = await read(balancePath(target.api));
      const bodies = target.api === 'openai-billing' ? [first, await read(openAiUsagePath(first, at))] : [first];
      try {
        return readBalance(target.api, bodies);
      } catch (error) {
        if (error instanceof BalanceFormatError) throw new AppError('invalid', redactKey(error.message, target.key));
        throw error;
      }
    },
  };
}
