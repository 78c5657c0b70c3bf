import { Card, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useSessionUser } from '../../hooks/use-session-user';
import { isAdmin } from '../../lib/roles';

/** Admin-only routes (spec 01 §6: role at least 10, read from the stored user). */
export function RequireAdmin() {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (isAdmin(user?.role)) return <Outlet />;
  return (
    <Card.Root variant="outline" borderRadius="xl" maxW="2xl">
      <Card.Body gap="2" p={{ base: '5', md: '8' }}>
        <Heading as="h1" size="xl">
          {t('forbidden.title')}
        </Heading>
        <Text color="fg.muted">{t('forbidden.message')}</Text>
      </Card.Body>
    </Card.Root>
  );
}
