import { Button, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LanguagesIcon } from './icons/languages-icon';
import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES } from '../lib/i18n';

/** The zh/en menu (spec 01 §2); `compact` shows only the icon, for narrow screens. */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button aria-label={t('language.label')} title={t('language.label')} variant="ghost" size="sm">
          <LanguagesIcon />
          {!compact && t(`language.${current}`)}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="32">
            <Menu.RadioItemGroup value={current} onValueChange={({ value }) => void i18n.changeLanguage(value)}>
              {LANGUAGES.map((language) => (
                <Menu.RadioItem key={language} value={language}>
                  {t(`language.${language}`)}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
