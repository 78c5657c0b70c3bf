import 'i18next';
import type zhCommon from '../locales/zh/common.json';

/** Typed keys: `t('status.version')` compiles, a misspelt key does not. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof zhCommon };
  }
}
