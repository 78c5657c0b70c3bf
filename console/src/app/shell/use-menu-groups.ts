import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../hooks/use-session-user';
import { useStatus } from '../../hooks/use-status';
import { readFlag, STORAGE_KEYS } from '../../lib/storage-keys';
import { notifyError } from '../../lib/toaster';
import { sideMenuGroups, type MenuGroup } from './menu-items';
import { readStoredChats } from './stored-chats';

let corruptChatsReported = false;

/** The side menu's groups for the signed-in user, from the flags and chats kept locally (spec 01 §2, §3). */
export function useMenuGroups(): MenuGroup[] {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { status } = useStatus();
  const { chats, corrupt } = useMemo(() => readStoredChats(), [status]); // re-read when the status (which writes the list) changes

  useEffect(() => {
    if (corrupt && !corruptChatsReported) {
      corruptChatsReported = true;
      notifyError(t('menu.chatsCorrupt'));
    }
  }, [corrupt, t]);

  return useMemo(
    () =>
      sideMenuGroups({
        role: user?.role,
        enableDataExport: readFlag(STORAGE_KEYS.enableDataExport),
        enableDrawing: readFlag(STORAGE_KEYS.enableDrawing),
        enableTask: readFlag(STORAGE_KEYS.enableTask),
        chats,
      }),
    // The flags are re-read whenever the status (which writes them) changes.
    [user?.role, chats, status],
  );
}
