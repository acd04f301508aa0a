import { messageEntries, type englishMessages } from '@console/contracts';

/**
 * The shared messages as a catalog section keyed by their codes (`api.members.emailInUse`), with
 * templates in i18next's own `{{name}}` form. English is the contracts' text itself, so it cannot drift.
 */
export function apiCatalog(): ApiCatalog {
  const catalog: Record<string, Record<string, string>> = {};
  for (const [code, text] of messageEntries) {
    const [section = '', key = ''] = code.split('.');
    (catalog[section] ??= {})[key] = text;
  }
  return catalog as unknown as ApiCatalog;
}

type Texts<T> = { [K in keyof T]: T[K] extends string | { template: string } ? string : Texts<T[K]> };
export type ApiCatalog = Texts<typeof englishMessages>;
