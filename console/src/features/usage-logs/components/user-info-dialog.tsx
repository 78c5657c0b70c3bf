import { Button, CloseButton, Dialog, Portal, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { useStatus } from '../../../hooks/use-status';
import { DEFAULT_QUOTA_PER_UNIT, formatQuota } from '../../../lib/format-quota';
import { DetailLines } from './detail-lines';

const UserInfo = graphql(`
  query UserInfoDialog_User($id: Int!) {
    user(id: $id) {
      id
      username
      displayName
      email
      group
      quota
      usedQuota
      requestCount
      affCount
      affQuota
      affHistoryQuota
      inviterId
    }
  }
`);

/** Spec 02 §2: the admins' user-info popup, opened from a row's user name; a failure shows the server's message. */
export function UserInfoDialog({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useTranslation('logs');
  const isMobile = useIsMobile();
  const { status } = useStatus();
  const display = { quotaPerUnit: status?.quotaPerUnit ?? DEFAULT_QUOTA_PER_UNIT, displayInCurrency: status?.displayInCurrency ?? true };
  const [result] = useQuery({ query: UserInfo, variables: { id: userId ?? 0 }, pause: userId === null });
  const user = result.data?.user.id === userId ? result.data?.user : undefined;
  const lines = user
    ? [
        {
          key: 'username',
          label: t('userInfo.username'),
          value: user.displayName && user.displayName !== user.username ? `${user.username} (${user.displayName})` : user.username,
        },
        { key: 'id', label: t('userInfo.id'), value: String(user.id) },
        { key: 'email', label: t('userInfo.email'), value: user.email || '—' },
        { key: 'group', label: t('userInfo.group'), value: user.group },
        { key: 'quota', label: t('userInfo.quota'), value: formatQuota(user.quota, display) },
        { key: 'usedQuota', label: t('userInfo.usedQuota'), value: formatQuota(user.usedQuota, display) },
        { key: 'requestCount', label: t('userInfo.requestCount'), value: user.requestCount.toLocaleString('en-US') },
        { key: 'affCount', label: t('userInfo.affCount'), value: String(user.affCount) },
        { key: 'affQuota', label: t('userInfo.affQuota'), value: formatQuota(user.affQuota, display) },
        { key: 'affHistoryQuota', label: t('userInfo.affHistoryQuota'), value: formatQuota(user.affHistoryQuota, display) },
        { key: 'inviter', label: t('userInfo.inviter'), value: user.inviterId > 0 ? `#${user.inviterId}` : '—' },
      ]
    : [];
  return (
    <Dialog.Root open={userId !== null} onOpenChange={(event) => !event.open && onClose()} placement="center" size={isMobile ? 'full' : 'sm'}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="user-info-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('userInfo.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{user ? <DetailLines lines={lines} /> : result.fetching && <Spinner size="sm" />}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('userInfo.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
