import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import enHome from '../locales/en/home.json';
import enPersonal from '../locales/en/personal.json';
import enSetup from '../locales/en/setup.json';
import enUsers from '../locales/en/users.json';
import zhAuth from '../locales/zh/auth.json';
import zhCommon from '../locales/zh/common.json';
import zhHome from '../locales/zh/home.json';
import zhPersonal from '../locales/zh/personal.json';
import zhSetup from '../locales/zh/setup.json';
import zhUsers from '../locales/zh/users.json';
import { readStored, STORAGE_KEYS, writeStored } from './storage-keys';

export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Spec 01: Chinese is the fallback language. */
export const FALLBACK_LANGUAGE: Language = 'zh';

/** One namespace per feature (locales/<language>/<namespace>.json), plus `common` for the shell and shared parts. */
export const resources = {
  zh: { common: zhCommon, auth: zhAuth, setup: zhSetup, home: zhHome, users: zhUsers, personal: zhPersonal },
  en: { common: enCommon, auth: enAuth, setup: enSetup, home: enHome, users: enUsers, personal: enPersonal },
} as const;

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The saved choice first, then the browser's preferences, then the fallback. */
function initialLanguage(): Language {
  const candidates = [readStored(STORAGE_KEYS.language), ...navigator.languages];
  for (const tag of candidates) {
    const base = tag?.split('-')[0]?.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}

export const i18n = createInstance();

i18n.on('languageChanged', (language) => {
  writeStored(STORAGE_KEYS.language, language);
  document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: LANGUAGES,
  ns: Object.keys(resources.zh),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * A feature's strings, added when its screen's module loads rather than with
 * the first screen (the first-screen budget): the screen imports a module that
 * calls this with both languages. Typed like the others in `i18next.d.ts`.
 */
export function addNamespace(namespace: string, bundles: Record<Language, object>): void {
  for (const language of LANGUAGES) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundles[language]);
  }
}
