import { isRelayPath } from '../platform/relay-paths';
import { relayNotFound, relayRoleOff } from '../relay/inbound/relay-router';
import type { HttpMount } from '../transport/http/server';

/**
 * The model API paths. With the relay role, each is answered in the OpenAI
 * error shape until the relay endpoints are added ahead of it; without it,
 * they say this instance does not serve them (never the console's page).
 */
export function wireRelay(served: boolean): HttpMount {
  return { owns: isRelayPath, serve: served ? (req, res) => relayNotFound(req, res) : (req, res) => relayRoleOff(req, res) };
}
