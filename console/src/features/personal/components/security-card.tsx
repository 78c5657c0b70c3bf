import { Button, HStack, Separator } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRoot } from '../../../lib/roles';
import { AccessToken } from './access-token';
import { ChangePasswordDialog } from './change-password-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SectionCard } from '../../../components/section-card';

/** Spec 01 §2: the system access token, change password and delete account (the super admin cannot delete theirs). */
export function SecurityCard({ username, role }: { username: string; role: number }) {
  const { t } = useTranslation('personal');
  const [dialog, setDialog] = useState<'password' | 'delete' | null>(null);
  return (
    <SectionCard title={t('security.title')} testId="security-card">
      <AccessToken />
      <Separator />
      <HStack gap="3" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => setDialog('password')}>
          {t('password.open')}
        </Button>
        {!isRoot(role) && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDialog('delete')}>
            {t('delete.open')}
          </Button>
        )}
      </HStack>
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      <DeleteAccountDialog open={dialog === 'delete'} username={username} onClose={() => setDialog(null)} />
    </SectionCard>
  );
}
