import { useState } from 'react';
import { readFlag, STORAGE_KEYS, writeStored } from '../../lib/storage-keys';

/** Spec 02 §2: the channel page's switches, each remembered in local storage as 'true' or 'false'. */
export type ChannelPref = 'idSort' | 'enableTagMode' | 'enableBatchDelete';

/** One remembered switch: its value, and a setter that stores the new one. */
export function useChannelPref(pref: ChannelPref): [boolean, (on: boolean) => void] {
  const [value, setValue] = useState(() => readFlag(STORAGE_KEYS[pref]));
  return [
    value,
    (on) => {
      writeStored(STORAGE_KEYS[pref], String(on));
      setValue(on);
    },
  ];
}
