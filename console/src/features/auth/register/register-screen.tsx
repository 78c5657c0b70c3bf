import { Link, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { rememberInviteCode } from '../validation/invite-code';
import { RegisterForm } from './register-form';

/** /register (spec 01 §2); `aff` keeps the invitation code sent with the registration. */
export function RegisterScreen() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  useEffect(() => rememberInviteCode(search), [search]);

  return (
    <AuthCard title={t('register.title')}>
      <Stack gap="5">
        <RegisterForm />
        <Text fontSize="sm" color="fg.muted">
          {t('register.haveAccount')}{' '}
          <Link asChild color="teal.fg" fontWeight="medium">
            <RouterLink to="/login">{t('register.toLogin')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </AuthCard>
  );
}
