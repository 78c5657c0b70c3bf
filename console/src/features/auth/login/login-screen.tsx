import { Alert, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { useStatus } from '../../../hooks/use-status';
import { saveSessionUser } from '../../../lib/session-user';
import { rememberInviteCode } from '../validation/invite-code';
import { ExternalSignIns } from './external-sign-ins';
import { LoginForm } from './login-form';

/**
 * /login (spec 01 §2): `expired=true` says the session ended; `aff` keeps an
 * invitation code. There is no default account, so no default-password warning.
 */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const { status } = useStatus();
  const expired = search.get('expired') === 'true';

  useEffect(() => rememberInviteCode(search), [search]);
  // Spec 01 §2: a 401 sent the reader here; the stored user no longer holds.
  useEffect(() => {
    if (expired) saveSessionUser(null);
  }, [expired]);

  return (
    <AuthCard title={t('login.title')} subtitle={status ? t('login.subtitle', { name: status.systemName }) : undefined}>
      <Stack gap="5">
        {expired && (
          <Alert.Root status="warning" variant="subtle" borderRadius="md" data-testid="expired-notice">
            <Alert.Indicator />
            <Alert.Title>{t('login.expired')}</Alert.Title>
          </Alert.Root>
        )}
        <LoginForm />
        <HStack justify="space-between" fontSize="sm" wrap="wrap" gap="2">
          {!status?.selfUseModeEnabled ? (
            <Text color="fg.muted">
              {t('login.noAccount')}{' '}
              <Link asChild color="teal.fg" fontWeight="medium">
                <RouterLink to="/register">{t('login.toRegister')}</RouterLink>
              </Link>
            </Text>
          ) : (
            <span />
          )}
          <Link asChild color="teal.fg">
            <RouterLink to="/reset">{t('login.forgot')}</RouterLink>
          </Link>
        </HStack>
        <ExternalSignIns />
      </Stack>
    </AuthCard>
  );
}
