import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../locales/en/common.json';
import zhCommon from '../locales/zh/common.json';

export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Spec 01: Chinese is the fallback language. */
export const FALLBACK_LANGUAGE: Language = 'zh';

/** The key i18next's browser detector uses; kept so saved choices carry over. */
const STORAGE_KEY = 'i18nextLng';

export const resources = {
  zh: { common: zhCommon },
  en: { common: enCommon },
} as const;

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The saved choice first, then the browser's preferences, then the fallback. */
function initialLanguage(): Language {
  const candidates = [localStorage.getItem(STORAGE_KEY), ...navigator.languages];
  for (const tag of candidates) {
    const base = tag?.split('-')[0]?.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}

export const i18n = createInstance();

i18n.on('languageChanged', (language) => {
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: LANGUAGES,
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});
