import { enSignedIn } from './catalogs/en-signed-in.ts';
import { i18n } from './index.ts';

/*
 * Imported for its effect by the signed-in frame (app/routes/signed-in.tsx), whose module runs
 * before any signed-in screen renders: the English of those screens joins what /login loaded.
 * A shallow merge (the two parts share no section) makes a new bundle; a deep one would write
 * into en-signed-out's own object, which i18next keeps as the bundle it started with.
 */
i18n.addResourceBundle('en', 'translation', enSignedIn, false);
