/*
 * The chat embed's addresses (spec 02 §2 Chat embed, §8): a chat link's
 * template with `{address}` replaced by the encoded server address and
 * `{key}` by the token key with its `sk-` prefix, and /chat2link's address
 * carrying the key and url as settings. Pure, so they are tested alone.
 */

import { fillChatTemplate, prefixedKey } from '../../lib/chat-template';

export interface ChatLinkTemplate {
  readonly name: string;
  readonly url: string;
}

/** What a chat link resolves to: an address, no links at all, or a link that cannot be used. */
export type ChatTarget = { readonly kind: 'ready'; readonly url: string } | { readonly kind: 'unconfigured' } | { readonly kind: 'invalid' };

/** The position a `/chat/{id}` path names: its id as a whole number from 0, the first link without one; null otherwise. */
export function chatIndex(id: string | undefined): number | null {
  if (id === undefined || id === '') return 0;
  return /^\d+$/.test(id) ? Number(id) : null;
}

/** Whether a template is an address a frame can open (http or https once filled). */
function usable(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The frame address of `/chat/{id}`. */
export function chatFrameTarget(chats: readonly ChatLinkTemplate[], id: string | undefined, serverAddress: string, key: string | null): ChatTarget {
  if (chats.length === 0) return { kind: 'unconfigured' };
  const index = chatIndex(id);
  const chat = index === null ? undefined : chats[index];
  if (chat === undefined) return { kind: 'invalid' };
  const url = fillChatTemplate(chat.url.trim(), serverAddress, key);
  return usable(url) ? { kind: 'ready', url } : { kind: 'invalid' };
}

/**
 * /chat2link's destination: the first chat link's address (without its
 * query and fragment) with the settings a chat client reads at
 * `#/?settings=`: the prefixed key and the server's url.
 */
export function chatSettingsTarget(chats: readonly ChatLinkTemplate[], serverAddress: string, key: string): ChatTarget {
  const first = chats[0];
  if (first === undefined) return { kind: 'unconfigured' };
  const base = first.url.trim().split(/[?#]/)[0]!.replace(/\/+$/, '');
  if (!usable(base)) return { kind: 'invalid' };
  const settings = JSON.stringify({ key: prefixedKey(key), url: serverAddress });
  return { kind: 'ready', url: `${base}/#/?settings=${encodeURIComponent(settings)}` };
}

/** The first enabled token's key (status 1), or null when none is enabled. */
export function firstEnabledKey(tokens: ReadonlyArray<{ readonly key: string; readonly status: number }>): string | null {
  return tokens.find((token) => token.status === 1)?.key ?? null;
}

/** Spec 02 §8: the wait before a user without an enabled token is sent to /token. */
export const NO_TOKEN_REDIRECT_MS = 1500;
