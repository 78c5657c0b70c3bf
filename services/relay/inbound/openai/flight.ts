import type { ServerResponse } from 'node:http';
import type { AttemptFailure, RelayAttemptsFailed } from '../../../../schema/events/relay';
import type { RelayFailure } from '../../../features/channels';
import type { WalletService } from '../../../features/wallet';
import type { Clock } from '../../../platform/clock';
import type { Logger } from '../../../platform/logger';
import type { OptionStore } from '../../../platform/options/option-store';
import type { OutboundHttp } from '../../../platform/ports/outbound-http';
import type { RateLimiter } from '../../../platform/ports/rate-limiter';
import type { SqlSession } from '../../../platform/ports/sql';
import type { HotState } from '../../hot-state/hot-state';
import type { UpstreamUsage } from '../../pipeline/openai-usage';
import type { CountTokens } from '../../pipeline/output-counter';
import type { RelayTimings } from '../../pipeline/server-timing';
import type { ToolCallCounts } from '../../pipeline/tool-calls';
import type { RelayEndpoint } from '../../providers/provider';
import type { Admission } from '../admit';
import type { RequestBody } from '../request-body';
import type { OpenAiRoute } from './openai-routes';
import type { StreamEnd } from './relay-stream';
import type { HoldKeeper } from '../hold-keeper';

/*
 * What an OpenAI-format request carries through the relay (relay-openai.ts):
 * the relay's dependencies, the request's context, the flight of its
 * attempts, and how it ends.
 */

export interface RelayDeps {
  readonly hot: HotState;
  /** The model request rate limit's counts (Redis across instances when configured). */
  readonly limiter: RateLimiter;
  /** Where Idempotency-Keys are claimed (the only other database use on the request path, and only for requests that send one). */
  readonly db: SqlSession;
  readonly wallets: WalletService;
  /** Keeps the hold of a request still running from expiring under it (hold-keeper.ts). */
  readonly holds: HoldKeeper;
  readonly upstream: OutboundHttp;
  readonly options: OptionStore;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly random: () => number;
  /** Tokens of a prompt, as the reservation estimates it (count-tokens). */
  readonly countPrompt: (endpoint: RelayEndpoint, body: RequestBody, model: string) => number;
  /** Tokens of output text, for answers that report no usage. */
  readonly countText: (model: string) => CountTokens;
  /** Records a request's failed attempts (schema/events/relay.ts), after the client has its answer. */
  readonly recordFailures: (event: RelayAttemptsFailed) => Promise<void>;
  /** Tells the channels feature an upstream call failed: it disables the channel or key when the failure says so. */
  readonly channelFailed: (report: RelayFailure) => Promise<unknown>;
}

export interface RelayContext {
  readonly requestId: string;
  readonly clientIp: string;
}

/** What an answer that reached the client leaves to settle. */
export interface Delivered {
  readonly kind: 'settle';
  readonly usage: UpstreamUsage;
  readonly channelId: number;
  readonly upstreamModel: string | null;
  readonly end: StreamEnd;
  readonly firstTokenAt: Date | null;
  /** The formats the request went through on its way upstream, the client's first, as the log shows them. */
  readonly requestConversion: readonly string[];
  /** The built-in tool calls the answer reported (a Responses answer's searches and the like), charged on top of the tokens. */
  readonly toolCalls: ToolCallCounts;
}

export type Outcome = Delivered | { readonly kind: 'release'; readonly reason: 'request_failed' | 'client_disconnected' };

/** Everything one request carries through its attempts. */
export interface Flight {
  readonly deps: RelayDeps;
  readonly res: ServerResponse;
  readonly route: OpenAiRoute;
  readonly admission: Admission;
  readonly body: RequestBody;
  readonly stream: boolean;
  readonly signal: AbortSignal;
  readonly requestId: string;
  /** Channels tried, in order. */
  readonly tried: number[];
  /** The attempts that failed, in order. */
  readonly failures: AttemptFailure[];
  /** Where its time went so far, for the answer's Server-Timing header (`upstream` set by the attempt that answers). */
  readonly timings: RelayTimings;
}
