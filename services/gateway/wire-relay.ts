import { relayNotFound } from '../relay/inbound/relay-router';
import type { HttpHandlers } from '../transport/http/server';

/** The relay role's handler: the model API paths, each answered in the OpenAI error shape until the relay endpoints are added ahead of it. */
export function wireRelay(): Pick<HttpHandlers, 'relay'> {
  return { relay: (req, res) => relayNotFound(req, res) };
}
