import { messageEntries, type messages } from '@console/contracts';

/**
 * The shared server messages as a catalog section: `{members: {emailInUse: '…'}}`, with templates
 * in i18next's own `{{name}}` form. English is the contracts' text itself, so it cannot drift.
 */
export function apiCatalog(): ApiCatalog {
  const catalog: Record<string, Record<string, string>> = {};
  for (const [code, text] of messageEntries) {
    const [section = '', key = ''] = code.split('.');
    (catalog[section] ??= {})[key] = text;
  }
  return catalog as unknown as ApiCatalog;
}

type Texts<T> = { [K in keyof T]: T[K] extends string | ((...args: never[]) => string) ? string : Texts<T[K]> };
export type ApiCatalog = Texts<typeof messages>;
