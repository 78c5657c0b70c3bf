import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MoonIcon } from './icons/moon-icon';
import { SunIcon } from './icons/sun-icon';
import { useThemeMode } from '../hooks/use-theme-mode';

export function ThemeSwitch() {
  const { t } = useTranslation();
  const { mode, toggle } = useThemeMode();
  const label = mode === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <IconButton aria-label={label} title={label} variant="ghost" size="sm" onClick={toggle}>
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
