import { Alert, Card, Heading, HStack, Separator, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLiveStatus } from '../api/use-live-status';
import { LiveBadge } from './live-badge';
import { SetupNotice } from './setup-notice';
import { StatusDetails } from './status-details';
import { SystemLogo } from './system-logo';

/** The home page's content: who this gateway is and whether it is ready for use. */
export function StatusOverview() {
  const { t } = useTranslation();
  const { status, error } = useLiveStatus();

  if (!status && error) {
    return (
      <Alert.Root status="error" variant="surface" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Title>{t('app.loadFailed')}</Alert.Title>
      </Alert.Root>
    );
  }

  return (
    <Stack gap="6">
      {status && !status.setup && <SetupNotice />}
      <Card.Root variant="elevated" borderRadius="xl">
        <Card.Body gap="6" p={{ base: '6', md: '8' }}>
          {status ? (
            <HStack gap="5" align="center">
              <SystemLogo src={status.logo} boxSize="16" borderRadius="xl" />
              <Stack gap="1" flex="1" minW="0">
                <HStack gap="3" wrap="wrap">
                  <Heading as="h1" size="2xl">
                    {status.systemName}
                  </Heading>
                  <LiveBadge />
                </HStack>
                <Text color="fg.muted">{t('app.tagline')}</Text>
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
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
