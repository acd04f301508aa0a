import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalog } from './catalogs/en.ts';
import { enSignedOut } from './catalogs/en-signed-out.ts';

/*
 * The web app's text comes from message catalogs (i18next, docs/decisions/009-language-and-theme.md).
 * English is in the first-load bundle as far as /login needs it; the
 * signed-in frame adds the rest (signed-in-texts.ts). Spanish loads whole when it is chosen.
 */

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'console.language';

/** English is always there (the fallback language); another language loads once, the first time it is shown. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Catalog>> = {
  es: () => import('./catalogs/es.ts').then((module) => module.es),
};

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The remembered choice, else the browser's first language the console speaks, else English. */
export function preferredLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = (navigator.languages ?? [navigator.language]).map((tag) => tag.slice(0, 2)).find(isLanguage);
  return browser ?? 'en';
}

async function load(language: Language) {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation'))
    i18n.addResourceBundle(language, 'translation', await loaders[language]());
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: enSignedOut } },
  lng: 'en',
  fallbackLng: 'en',
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Shows the console in `language` and remembers the choice on this browser. */
export async function setLanguage(language: Language, remember = true) {
  await load(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  if (remember) localStorage.setItem(STORAGE_KEY, language);
}

/** Before the first render: the preferred language, its catalog loaded. */
export function startI18n() {
  return setLanguage(preferredLanguage(), false);
}

/** The language shown now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

export { i18n };
