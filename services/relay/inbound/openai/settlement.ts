import { relayFailureStreamId, type RelayAttemptsFailed } from '../../../../schema/events/relay';
import { settleCost, toolChargesOf } from '../../../features/pricing';
import type { CommandMeta, WalletRejected } from '../../../features/wallet';
import { deterministicEventId } from '../../../platform/event-id';
import { formatQuota, quotaDisplayOf } from '../../../platform/quota-display';
import { chargeDetail } from '../../pipeline/charge-detail';
import { allToolCalls } from '../../pipeline/tool-calls';
import type { RelayError } from '../../pipeline/relay-error';
import type { Admission } from '../admit';
import type { Flight, Outcome, RelayDeps } from './flight';

/*
 * How a request's money ends: a settle with the cost of its usage and how
 * that cost was reached, or a release; its failed attempts recorded; and
 * the words for a reservation the wallet refused.
 */

/** Ends the reservation: a settle with the cost of the usage and how it was reached, or a release. Failures are logged; the sweeper is the backstop. */
export async function finish(flight: Flight, outcome: Outcome, meta: CommandMeta, startedAt: Date): Promise<void> {
  const { deps, admission, requestId } = flight;
  if (flight.failures.length > 0) await recordFailures(flight, outcome, meta);
  try {
    if (outcome.kind === 'release') {
      await deps.wallets.release(admission.userId, { requestId, reason: outcome.reason }, meta);
      return;
    }
    const tools = toolChargesOf(admission.prices, admission.model, allToolCalls(admission.knownToolCalls, outcome.toolCalls));
    const cost = settleCost(admission.price, outcome.usage, tools);
    const endedAt = deps.clock();
    const detail = chargeDetail(
      admission.price,
      cost,
      outcome.usage,
      {
        group: admission.group,
        upstreamModel: outcome.upstreamModel,
        channelsTried: flight.tried,
        stream: flight.stream,
        end: outcome.end,
        firstTokenMs: outcome.firstTokenAt === null ? null : outcome.firstTokenAt.getTime() - startedAt.getTime(),
        elapsedMs: endedAt.getTime() - startedAt.getTime(),
        requestConversion: outcome.requestConversion,
      },
      tools,
    );
    await deps.wallets.settle(
      admission.userId,
      {
        requestId,
        actual: cost.quota,
        usage: {
          channelId: outcome.channelId,
          modelName: admission.model,
          promptTokens: outcome.usage.promptTokens,
          completionTokens: outcome.usage.completionTokens,
          detail,
        },
      },
      meta,
    );
  } catch (error) {
    deps.logger.error('ending a reservation failed; the sweeper will release it', { requestId, error });
  }
}

/** The request's failed attempts, as one event; a failure to record is logged, never the client's problem. */
async function recordFailures(flight: Flight, outcome: Outcome, meta: CommandMeta): Promise<void> {
  const { deps, admission, requestId, res } = flight;
  const event: RelayAttemptsFailed = {
    eventId: deterministicEventId('relay-failure', requestId),
    type: 'RelayAttemptsFailed',
    schemaVersion: 1,
    streamId: relayFailureStreamId(requestId),
    occurredAt: deps.clock().toISOString(),
    correlationId: requestId,
    causationId: null,
    actor: meta.actor,
    data: {
      requestId,
      userId: admission.userId,
      tokenId: admission.entry.token.id,
      modelName: admission.model,
      group: admission.group,
      stream: flight.stream,
      attempts: flight.failures.slice(-20),
      outcome: outcome.kind === 'settle' ? 'served_by_retry' : 'answered_error',
      clientStatus: outcome.kind === 'settle' ? null : res.statusCode >= 100 && res.statusCode <= 599 ? res.statusCode : null,
    },
  };
  await deps.recordFailures(event).catch((error: unknown) => deps.logger.error('recording failed relay attempts failed', { requestId, error }));
}

/** Why the wallet would not hold the quota, in the established gateway's words, with the amounts as the site shows quota. */
export async function reservationRefusal(deps: RelayDeps, admission: Admission, error: WalletRejected): Promise<RelayError> {
  const display = quotaDisplayOf(deps.options);
  const wallet = await deps.wallets.view(admission.userId);
  switch (error.code) {
    case 'insufficient_token_quota': {
      const remaining = wallet.tokens.find((t) => t.tokenId === admission.entry.token.id)?.remainQuota ?? 0;
      // A token with nothing left is exhausted (2.3's 401); one with too little for this request's hold, 4.2's 403.
      if (remaining <= 0 && admission.keyHint !== null) return { kind: 'token_exhausted', keyHint: admission.keyHint, remaining };
      return { kind: 'insufficient_token_quota', remaining: formatQuota(remaining, display), needed: formatQuota(admission.hold, display) };
    }
    case 'insufficient_user_quota':
      return {
        kind: 'insufficient_quota',
        remaining: formatQuota(wallet.quota, display),
        needed: wallet.quota <= 0 ? null : formatQuota(admission.hold, display),
      };
    case 'unknown_token':
      // The token was made before its allowance reached the wallet, or is gone: as if the key were wrong.
      return { kind: 'invalid_key' };
    default:
      throw error;
  }
}
