import { addNamespace } from '../../lib/i18n';
import enSettings from '../../locales/en/settings.json';
import enSettingsOperation from '../../locales/en/settings-operation.json';
import enSettingsOther from '../../locales/en/settings-other.json';
import enSettingsPricing from '../../locales/en/settings-pricing.json';
import enSettingsSystem from '../../locales/en/settings-system.json';
import zhSettings from '../../locales/zh/settings.json';
import zhSettingsOperation from '../../locales/zh/settings-operation.json';
import zhSettingsOther from '../../locales/zh/settings-other.json';
import zhSettingsPricing from '../../locales/zh/settings-pricing.json';
import zhSettingsSystem from '../../locales/zh/settings-system.json';

// The settings screen's namespaces load with it, not with the first screen: `settings` (the screen and the
// form rules every section shares), and one per part of it.
addNamespace('settings', { zh: zhSettings, en: enSettings });
addNamespace('settingsSystem', { zh: zhSettingsSystem, en: enSettingsSystem });
addNamespace('settingsOperation', { zh: zhSettingsOperation, en: enSettingsOperation });
addNamespace('settingsPricing', { zh: zhSettingsPricing, en: enSettingsPricing });
addNamespace('settingsOther', { zh: zhSettingsOther, en: enSettingsOther });
