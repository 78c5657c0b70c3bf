/* The options feature: the admins' view and changes of the system options (the store itself is platform's). */
import type { OptionsApp } from './options-app';

export { createOptionsApp, type OptionsApp, type OptionsDeps } from './options-app';

declare module '../../platform/app' {
  interface App {
    readonly options: OptionsApp;
  }
}
