import { useCallback, useState } from 'react';
import { readFlag, STORAGE_KEYS, writeStored } from '../../lib/storage-keys';

/** The side menu's collapsed state, kept under `default_collapse_sidebar` (spec 01 §2). */
export function useCollapsed(): { collapsed: boolean; toggle: () => void } {
  const [collapsed, setCollapsed] = useState(() => readFlag(STORAGE_KEYS.collapseSidebar));
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      writeStored(STORAGE_KEYS.collapseSidebar, String(!current));
      return !current;
    });
  }, []);
  return { collapsed, toggle };
}
