import { useTranslation } from 'react-i18next';
import { MENU_ICONS } from '../../components/icons/menu-icons';
import { NotBuiltPage } from '../../components/not-built-page';
import type { MenuKey } from '../shell/menu-items';

/** A route of the spec whose screen another issue builds: it says so instead of faking it. */
export function NotBuiltRoute({ screen }: { screen: MenuKey }) {
  const { t } = useTranslation();
  const ScreenIcon = MENU_ICONS[screen];
  return <NotBuiltPage title={t(`menu.${screen}`)} icon={<ScreenIcon />} />;
}
