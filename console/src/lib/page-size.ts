import { readStored, STORAGE_KEYS, writeStored } from './storage-keys';

/** Spec 01 §9: the page sizes tables offer, and the default. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** The remembered page size, or the default when none (or an unknown one) is stored. */
export function readPageSize(): number {
  const stored = Number(readStored(STORAGE_KEYS.pageSize));
  return (PAGE_SIZES as readonly number[]).includes(stored) ? stored : DEFAULT_PAGE_SIZE;
}

export function savePageSize(size: number): void {
  if ((PAGE_SIZES as readonly number[]).includes(size)) writeStored(STORAGE_KEYS.pageSize, String(size));
}
