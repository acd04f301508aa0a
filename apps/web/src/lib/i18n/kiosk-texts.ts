import { enKiosk } from './catalogs/en-kiosk.ts';
import { i18n } from './index.ts';

/*
 * Imported for its effect by the station's route (app/routes/station.tsx): the English of the
 * kiosk's screens joins what the first load brought, as signed-in-texts.ts does for the console.
 */
i18n.addResourceBundle('en', 'translation', enKiosk, false);
