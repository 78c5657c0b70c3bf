import { readStored, STORAGE_KEYS } from '../../lib/storage-keys';

export interface ChatLink {
  readonly name: string;
  readonly url: string;
}

/**
 * Spec 01 §2: one menu entry per item of the locally stored chats list.
 * A corrupt list gives no entries and `corrupt` (the shell says 聊天数据解析失败).
 */
export function readStoredChats(): { chats: ChatLink[]; corrupt: boolean } {
  const raw = readStored(STORAGE_KEYS.chats);
  if (raw === null || raw === '') return { chats: [], corrupt: false };
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return { chats: [], corrupt: true };
    const chats = value.filter(
      (item): item is ChatLink => typeof item === 'object' && item !== null && typeof item.name === 'string' && typeof item.url === 'string',
    );
    return { chats, corrupt: chats.length !== value.length };
  } catch {
    return { chats: [], corrupt: true };
  }
}
