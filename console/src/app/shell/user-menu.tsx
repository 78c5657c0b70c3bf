import { Avatar, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMutation } from 'urql';
import { graphql } from '../../gql';
import type { SessionUser } from '../../lib/session-user';
import { saveSessionUser } from '../../lib/session-user';
import { notifySuccess } from '../../lib/toaster';

const Logout = graphql(`
  mutation UserMenu_Logout {
    logout
  }
`);

/** Spec 01 §2: the signed-in user's avatar, with their name, personal settings and logout. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [, logout] = useMutation(Logout);
  const name = user.displayName || user.username;

  const signOut = async () => {
    const result = await logout({});
    if (result.error) return;
    saveSessionUser(null);
    notifySuccess(t('session.loggedOut'));
    void navigate('/login');
  };

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="1.5" aria-label={t('session.accountMenu')} data-testid="user-menu">
          <Avatar.Root size="xs" colorPalette="teal">
            <Avatar.Fallback name={name} />
          </Avatar.Root>
          <Text display={{ base: 'none', md: 'inline' }} maxW="32" truncate>
            {name}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.Item value="personal" onSelect={() => void navigate('/personal')}>
              {t('menu.personal')}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" onSelect={() => void signOut()}>
              {t('session.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
