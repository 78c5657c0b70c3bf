import { createHmac } from 'node:crypto';

/*
 * How every notification webhook is signed: Standard Webhooks
 * (https://www.standardwebhooks.com, RELIABILITY T22, A18), the same for
 * each kind. Pure: the time and the message id are arguments.
 *
 * - `webhook-id`: the delivery's id, the same on every retry of it, so a
 *   receiver that remembers ids drops a replay or a repeat.
 * - `webhook-timestamp`: unix seconds of this attempt; receivers refuse one
 *   more than five minutes away from their clock.
 * - `webhook-signature`: `v1,<base64 HMAC-SHA256(key, "<id>.<timestamp>.<body>")>`.
 *
 * The key: a secret of the form `whsec_<base64>` is the Standard Webhooks
 * secret, and the key is its decoded bytes (pass it to a Standard Webhooks
 * library as it is); any other secret is used as its UTF-8 bytes (pass those
 * bytes as a raw key). The secret itself also goes as a Bearer token, as the
 * established gateway's receivers expect (spec 01 section 5).
 */

const STANDARD_SECRET_PREFIX = 'whsec_';

/** The HMAC key a webhook secret stands for. */
export function webhookKey(secret: string): Buffer {
  return secret.startsWith(STANDARD_SECRET_PREFIX) ? Buffer.from(secret.slice(STANDARD_SECRET_PREFIX.length), 'base64') : Buffer.from(secret, 'utf8');
}

/** `v1,<base64 signature>` of one message. */
export function webhookSignature(secret: string, message: { readonly id: string; readonly body: string; readonly now: Date }): string {
  const timestamp = Math.floor(message.now.getTime() / 1000);
  return `v1,${createHmac('sha256', webhookKey(secret)).update(`${message.id}.${timestamp}.${message.body}`).digest('base64')}`;
}

/** The request headers of one attempt; without a secret, no Bearer token and no signature. */
export function webhookHeaders(secret: string, message: { readonly id: string; readonly body: string; readonly now: Date }): Record<string, string> {
  return {
    'content-type': 'application/json',
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(message.now.getTime() / 1000)),
    ...(secret ? { authorization: `Bearer ${secret}`, 'webhook-signature': webhookSignature(secret, message) } : {}),
  };
}

/** The `webhook-id` of a delivery: stable across its retries, unique across deliveries. */
export const webhookMessageId = (deliveryId: number): string => `notice_${deliveryId}`;
