import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { saveSessionUser, type SessionUser } from '../../../lib/session-user';
import { notifySuccess } from '../../../lib/toaster';

/**
 * Spec 01 §4: on sign-in the user is stored (the client then sends its id
 * with every request) and the app moves on: to /token after a password or
 * redirect sign-in, to / after WeChat or Telegram.
 */
export function useSignedIn(): (user: SessionUser, to: '/token' | '/') => void {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return useCallback(
    (user, to) => {
      saveSessionUser(user);
      notifySuccess(t('login.succeeded'));
      void navigate(to, { replace: true });
    },
    [navigate, t],
  );
}
