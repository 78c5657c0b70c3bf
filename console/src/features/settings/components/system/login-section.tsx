import { SimpleGrid } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import type { OptionField } from '../../option-field';
import { isOn } from '../../option-values';
import { useOptionForm } from '../../use-option-form';
import { OptionToggle } from '../option-toggle';
import { SectionCard } from '../../../../components/section-card';

const PASSWORD_LOGIN = 'PasswordLoginEnabled';

/**
 * Login and registration (spec 03 §3.2, §4): switches that save at once;
 * turning password login off asks first, and stays on if the admin cancels.
 */
export function LoginSection() {
  const { t } = useTranslation('settingsSystem');
  const fields = useMemo<OptionField[]>(
    () =>
      (
        [
          [PASSWORD_LOGIN, 'login.passwordLogin'],
          ['PasswordRegisterEnabled', 'login.passwordRegister'],
          ['EmailVerificationEnabled', 'login.emailVerification'],
          ['RegisterEnabled', 'login.register'],
          ['GitHubOAuthEnabled', 'login.github'],
          ['WeChatAuthEnabled', 'login.wechat'],
          ['TelegramOAuthEnabled', 'login.telegram'],
          ['LinuxDOOAuthEnabled', 'login.linuxdo'],
          ['oidc.enabled', 'login.oidc'],
          ['TurnstileCheckEnabled', 'login.turnstile'],
        ] as const
      ).map(([key, label]) => ({ key, kind: 'toggle', label: t(label) })),
    [t],
  );
  const form = useOptionForm(fields);
  const [asking, setAsking] = useState(false);
  // The switch's hidden checkbox keeps its own checked state; a cancelled change remounts it so it shows on again.
  const [cancelled, setCancelled] = useState(0);

  const change = (key: string, on: boolean) => {
    if (key === PASSWORD_LOGIN && !on) setAsking(true);
    else void form.toggle(key, on);
  };

  return (
    <SectionCard title={t('login.title')} hint={t('login.hint')} testId="settings-login">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {fields.map((field) => (
          <OptionToggle
            key={field.key === PASSWORD_LOGIN ? `${field.key}-${cancelled}` : field.key}
            name={field.key}
            label={field.label}
            checked={isOn(form.values[field.key])}
            disabled={!form.writable(field.key)}
            onChange={(on) => change(field.key, on)}
          />
        ))}
      </SimpleGrid>
      <ConfirmDialog
        open={asking}
        title={t('login.confirmTitle')}
        message={t('login.confirmMessage')}
        confirmLabel={t('login.confirm')}
        cancelLabel={t('login.cancel')}
        onCancel={() => {
          setAsking(false);
          setCancelled((count) => count + 1);
        }}
        onConfirm={() => {
          setAsking(false);
          void form.toggle(PASSWORD_LOGIN, false);
        }}
      />
    </SectionCard>
  );
}
