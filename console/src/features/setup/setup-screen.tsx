import { Alert, Button, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useQuery } from 'urql';
import { AuthCard } from '../../components/auth-card';
import { PageSpinner } from '../../components/page-spinner';
import { graphql } from '../../gql';
import { RELOAD_DELAY_MS, SetupForm } from './setup-form';

const SetupState = graphql(`
  query SetupScreen_State {
    setupStatus {
      status
      rootInit
      databaseType
    }
  }
`);

/** Spec 01 §2 asks for a warning on sqlite; PGlite is this gateway's embedded, single-process database. */
const EMBEDDED_DATABASES = ['sqlite', 'pglite'];

/** The first-run wizard at /setup (spec 01 §2). */
export function SetupScreen({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation('setup');
  const [state, refetch] = useQuery({ query: SetupState, requestPolicy: 'network-only', context: useMemo(() => ({ quiet: true }), []) });

  if (state.fetching && !state.data) return <PageSpinner />;
  if (!state.data) {
    return (
      <AuthCard title={t('title')}>
        <Alert.Root status="error" variant="subtle" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>{state.error?.networkError ? t('failed.noServer') : t('failed.status')}</Alert.Title>
        </Alert.Root>
        <Button variant="outline" onClick={() => refetch()}>
          {t('retry')}
        </Button>
      </AuthCard>
    );
  }
  const { status, rootInit, databaseType } = state.data.setupStatus;
  if (status) return <Navigate to="/" replace />;

  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')} maxW="lg">
      <Stack gap="5">
        {EMBEDDED_DATABASES.includes(databaseType) && (
          <Alert.Root status="warning" variant="subtle" borderRadius="md" data-testid="embedded-database-warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('database.title')}</Alert.Title>
              <Alert.Description>{t('database.body')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {rootInit && (
          <Alert.Root status="info" variant="subtle" borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>{t('rootExists')}</Alert.Title>
          </Alert.Root>
        )}
        <SetupForm rootInit={rootInit} onDone={() => setTimeout(reload, RELOAD_DELAY_MS)} />
      </Stack>
    </AuthCard>
  );
}
