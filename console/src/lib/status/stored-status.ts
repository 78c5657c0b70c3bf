import { readStored, STORAGE_KEYS, writeStored } from '../storage-keys';
import type { Status } from './status-fields';

/** The status the last visit saw, so the first paint needs no round trip; null on a first visit. */
export function readStoredStatus(): Status | null {
  const raw = readStored(STORAGE_KEYS.status);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Status | null;
    return value && typeof value === 'object' && typeof value.systemName === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Spec 01 §3: the status is cached whole under `status`, and the keys other
 * screens read on their own are kept beside it. The side menu's collapsed
 * state takes the operator's default only until the reader chooses.
 */
export function saveStatus(status: Status): void {
  writeStored(STORAGE_KEYS.status, JSON.stringify(status));
  writeStored(STORAGE_KEYS.footerHtml, status.footerHtml);
  writeStored(STORAGE_KEYS.enableDataExport, String(status.enableDataExport));
  writeStored(STORAGE_KEYS.enableDrawing, String(status.enableDrawing));
  writeStored(STORAGE_KEYS.enableTask, String(status.enableTask));
  writeStored(STORAGE_KEYS.mjNotifyEnabled, String(status.mjNotifyEnabled));
  writeStored(STORAGE_KEYS.chats, JSON.stringify(status.chats));
  if (readStored(STORAGE_KEYS.collapseSidebar) === null) writeStored(STORAGE_KEYS.collapseSidebar, String(status.defaultCollapseSidebar));
}
