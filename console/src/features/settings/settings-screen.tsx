import { Stack, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { ModelsTab } from './components/models/models-tab';
import { OperationTab } from './components/operation/operation-tab';
import { OtherTab } from './components/other/other-tab';
import { RateLimitTab } from './components/rate-limit/rate-limit-tab';
import { SystemTab } from './components/system/system-tab';
import { SettingsProvider, useSettings } from './settings-context';
import './settings-strings';
import { SETTINGS_TABS, settingsTabOf, type SettingsTab } from './settings-tabs';
import { ScreenTitle } from '../../components/screen-title';

const TAB_CONTENT: Record<SettingsTab, () => React.JSX.Element> = {
  operation: OperationTab,
  ratelimit: RateLimitTab,
  models: ModelsTab,
  system: SystemTab,
  other: OtherTab,
};

/** /setting (spec 03, admins): every system option, in five tabs chosen by `?tab=`. */
export function SettingsScreen() {
  return (
    <SettingsProvider>
      <SettingsPage />
    </SettingsProvider>
  );
}

function SettingsPage() {
  const { t } = useTranslation('settings');
  const { loaded } = useSettings();
  const [search, setSearch] = useSearchParams();
  const tab = settingsTabOf(search.get('tab'));
  const Content = TAB_CONTENT[tab];

  return (
    <Stack gap="5" maxW="7xl" mx="auto">
      <ScreenTitle title={t('title')} subtitle={t('subtitle')} />
      <Tabs.Root
        value={tab}
        onValueChange={(event) => setSearch({ tab: event.value }, { replace: true })}
        variant="line"
        colorPalette="teal"
        lazyMount
        unmountOnExit
      >
        <Tabs.List overflowX="auto" overflowY="hidden">
          {SETTINGS_TABS.map((key) => (
            <Tabs.Trigger key={key} value={key} flexShrink={0}>
              {t(`tabs.${key}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={tab} pt="5">
          {loaded ? <Content /> : <PageSpinner />}
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
