import { Webhook } from 'standardwebhooks';

/**
 * The reference Standard Webhooks verifier (the `standardwebhooks` package),
 * set up with a secret as a receiver would: a `whsec_…` secret as it is, any
 * other secret as its UTF-8 bytes (a raw key), as README "Notifications" says.
 */
export function referenceVerifier(secret: string): Webhook {
  return secret.startsWith('whsec_') ? new Webhook(secret) : new Webhook(Buffer.from(secret, 'utf8'), { format: 'raw' });
}

type Headers = Readonly<Record<string, string | string[] | undefined>>;

const header = (headers: Headers, name: string): string => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

/** Verifies a received request against the receiver's clock (five minutes' tolerance); throws when it does not verify. */
export function verifyStandardWebhook(secret: string, request: { readonly headers: Headers; readonly body: string }): unknown {
  return referenceVerifier(secret).verify(request.body, {
    'webhook-id': header(request.headers, 'webhook-id'),
    'webhook-timestamp': header(request.headers, 'webhook-timestamp'),
    'webhook-signature': header(request.headers, 'webhook-signature'),
  });
}

/** What the reference implementation signs for this id, time and body: for requests sent at an injected (manual) time. */
export function referenceSignature(secret: string, request: { readonly headers: Headers; readonly body: string }): string {
  const timestamp = new Date(Number(header(request.headers, 'webhook-timestamp')) * 1000);
  return referenceVerifier(secret).sign(header(request.headers, 'webhook-id'), timestamp, request.body);
}
