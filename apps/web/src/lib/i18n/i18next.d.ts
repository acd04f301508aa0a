import 'i18next';
import type { en } from './catalogs/en.ts';

// `t` knows every key of the English catalog: a typo or a missing key fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
    returnNull: false;
  }
}
