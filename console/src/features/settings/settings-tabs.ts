/** Spec 03 §2.1: the tabs of /setting, chosen by `?tab=`; operation when it names none of them. */
export const SETTINGS_TABS = ['operation', 'ratelimit', 'models', 'system', 'other'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const DEFAULT_SETTINGS_TAB: SettingsTab = 'operation';

export function settingsTabOf(query: string | null): SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(query ?? '') ? (query as SettingsTab) : DEFAULT_SETTINGS_TAB;
}
