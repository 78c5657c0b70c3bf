import { egressRefusalReason } from '../../platform/egress/policy';
import { isAppError } from '../../platform/errors';
import type { Mailer } from '../../platform/ports/mailer';
import type { OutboundHttp } from '../../platform/ports/outbound-http';
import type { AlertTarget } from './rules/delivery-rules';
import { noticeEmail, noticeWebhookBody, type NoticeContext } from './message';
import type { Notice } from './notice';
import { webhookHeaders, webhookMessageId } from './webhook';

export interface NoticeSenderDeps {
  readonly mailer: Mailer;
  /**
   * The client for users' URLs: through the worker while `WorkerUrl` is set
   * (platform/worker/), else the egress-guarded client; either way private,
   * loopback and metadata addresses are refused unless `egress.allow_list`
   * names them.
   */
  readonly outbound: OutboundHttp;
}

/** How one attempt went. `permanent`: waiting will not help (a refused address). `reason` never holds a secret or a URL path. */
export type SendOutcome = { readonly ok: true } | { readonly ok: false; readonly permanent: boolean; readonly reason: string };

/** How long a webhook receiver may take to answer. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/** Sends one notice, by email or webhook (the edge: everything it decides came from delivery-rules.ts and message.ts). */
export async function sendNotice(
  deps: NoticeSenderDeps,
  target: Exclude<AlertTarget, { kind: 'none' }>,
  message: { readonly deliveryId: number; readonly notice: Notice; readonly userId: number; readonly context: NoticeContext },
  now: Date,
): Promise<SendOutcome> {
  try {
    if (target.kind === 'email') {
      await deps.mailer.send({ to: target.to, ...noticeEmail(message.notice, message.userId, message.context) });
      return { ok: true };
    }
    const body = noticeWebhookBody(message.notice, message.userId, message.context, now);
    const response = await deps.outbound.fetch(target.url, {
      method: 'POST',
      headers: webhookHeaders(target.secret, { id: webhookMessageId(message.deliveryId), body, now }),
      body,
      headersTimeoutMs: WEBHOOK_TIMEOUT_MS,
      bodyTimeoutMs: WEBHOOK_TIMEOUT_MS,
    });
    await response.dump();
    if (response.status >= 200 && response.status < 300) return { ok: true };
    return { ok: false, permanent: false, reason: `the webhook answered HTTP ${response.status}` };
  } catch (error) {
    if (!isAppError(error)) return { ok: false, permanent: false, reason: error instanceof Error ? error.name : 'unexpected failure' };
    // The port's messages name the host at most, never the path, query or credentials.
    const permanent = egressRefusalReason(error) !== null || error.kind === 'invalid' || error.kind === 'forbidden';
    return { ok: false, permanent, reason: error.message };
  }
}
