import { enKiosk } from './en-kiosk.ts';
import { enSignedIn } from './en-signed-in.ts';
import { enSignedOut } from './en-signed-out.ts';

/**
 * The console's English (docs/product.md §11), in parts that load apart (/login loads only the
 * first; a station's kiosk adds the last). Every other catalog has this shape (the type checker refuses a missing
 * or extra key). Values use i18next's `{{name}}` and its `_one`/`_other` plural suffixes.
 */
export const en = { ...enSignedOut, ...enSignedIn, ...enKiosk };

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
/** The shape every language's catalog has. */
export type Catalog = Texts<typeof en>;
