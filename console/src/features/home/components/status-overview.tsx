import { Alert, Button, Card, Heading, HStack, Separator, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SystemLogo } from '../../../components/system-logo';
import { useSessionUser } from '../../../hooks/use-session-user';
import { useStatus } from '../../../hooks/use-status';
import { LiveBadge } from './live-badge';
import { StatusDetails } from './status-details';

/** The home page when the operator has set no content: who this gateway is, live, and where to go next. */
export function StatusOverview() {
  const { t } = useTranslation('home');
  const { status, failed } = useStatus();
  const user = useSessionUser();

  if (!status && failed) {
    return (
      <Alert.Root status="error" variant="surface" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Title>{t('loadFailed')}</Alert.Title>
      </Alert.Root>
    );
  }

  return (
    <Card.Root variant="elevated" borderRadius="xl">
      <Card.Body gap="6" p={{ base: '5', md: '8' }}>
        {status ? (
          <HStack gap="5" align="center">
            <SystemLogo src={status.logo} boxSize={{ base: '12', md: '16' }} borderRadius="xl" />
            <Stack gap="1" flex="1" minW="0">
              <HStack gap="3" wrap="wrap">
                <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
                  {status.systemName}
                </Heading>
                <LiveBadge />
              </HStack>
              <Text color="fg.muted">{t('tagline')}</Text>
            </Stack>
          </HStack>
        ) : (
          <HStack gap="5">
            <Skeleton boxSize="16" borderRadius="xl" />
            <SkeletonText noOfLines={2} flex="1" />
          </HStack>
        )}
        <Separator />
        {status ? <StatusDetails status={status} /> : <SkeletonText noOfLines={3} />}
        <HStack gap="3" wrap="wrap">
          <Button asChild colorPalette="teal">
            <RouterLink to={user ? '/token' : '/login'}>{user ? t('toConsole') : t('toLogin')}</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/pricing">{t('toPricing')}</RouterLink>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
