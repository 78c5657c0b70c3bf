import { fillChatTemplate } from '../../lib/chat-template';

/** Spec 02 §2, Chat embed: a chat client's template with the server address and the key filled in. */
export type ChatLinkResult = { kind: 'none' } | { kind: 'broken' } | { kind: 'ok'; url: string };

/**
 * `{address}` becomes the encoded server address and `{key}` the key with its
 * `sk-` prefix. No configured client: 'none' (ask the administrator to set one
 * up); a template that does not make an address: 'broken'.
 */
export function buildChatLink(template: string | undefined, serverAddress: string, key: string): ChatLinkResult {
  if (template === undefined) return { kind: 'none' };
  const url = fillChatTemplate(template, serverAddress, key);
  try {
    // Desktop clients use their own schemes (e.g. a custom one); anything with a scheme is an address.
    const parsed = new URL(url);
    return parsed.protocol ? { kind: 'ok', url } : { kind: 'broken' };
  } catch {
    return { kind: 'broken' };
  }
}

/** A key as listed: the prefix and both ends, the middle hidden. */
export const maskKey = (key: string): string => (key.length <= 8 ? `sk-${key}` : `sk-${key.slice(0, 4)}**********${key.slice(-4)}`);
