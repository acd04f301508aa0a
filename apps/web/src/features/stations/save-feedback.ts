import type { UseFormSetError } from 'react-hook-form';
import type { MessageCode } from '@console/contracts';
import { reportSaveFailure, saveMessages, type SaveAction } from '../../components/form/save-feedback.ts';
import { toast } from '../../components/toasts/toast-store.ts';
import { STATION_FORM_FIELDS, type StationFormValues } from '../../entities/stations/model/station-form-values.ts';
import { ApiError } from '../../lib/api-client.ts';
import { translateApiMessage } from '../../lib/i18n/translate.ts';

export const stationSaveMessages = saveMessages('Station');

const FULL: MessageCode = 'stations.full';

/**
 * A refused save: the reply's field errors on their fields and the toast. A full list of stations
 * belongs to no field, and "try again" would not help: the toast says the server's own words.
 */
export function reportStationSaveFailure(action: SaveAction, error: unknown, setError: UseFormSetError<StationFormValues>) {
  if (error instanceof ApiError && error.code === FULL) {
    toast.danger(translateApiMessage(error));
    return;
  }
  reportSaveFailure({ messages: stationSaveMessages, fields: STATION_FORM_FIELDS }, action, error, setError);
}
