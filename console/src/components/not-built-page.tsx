import { Button, EmptyState, HStack, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSessionUser } from '../hooks/use-session-user';
import { roleKey } from '../lib/roles';

/**
 * A route whose screen another issue builds says so, in both languages,
 * instead of pretending; it names who is signed in, so a reader who just
 * signed in knows it worked.
 */
export function NotBuiltPage({ title, icon }: { title: string; icon?: ReactNode }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl" bg="bg.panel" maxW="3xl" mx="auto" py="16">
      <EmptyState.Content>
        {icon && <EmptyState.Indicator>{icon}</EmptyState.Indicator>}
        <VStack textAlign="center" gap="2">
          <EmptyState.Title asChild>
            <h1>{title}</h1>
          </EmptyState.Title>
          <EmptyState.Description data-testid="not-built">{t('notBuilt.message')}</EmptyState.Description>
          {user && (
            <Text fontSize="sm" color="fg.muted" data-testid="signed-in-as">
              {t('notBuilt.signedInAs', { name: user.displayName || user.username, role: t(roleKey(user.role)) })}
            </Text>
          )}
        </VStack>
        <HStack gap="3">
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/">{t('notFound.backHome')}</RouterLink>
          </Button>
        </HStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
