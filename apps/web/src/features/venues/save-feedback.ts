import type { UseFormSetError } from 'react-hook-form';
import { reportSaveFailure, saveMessages, type SaveAction } from '../../components/form/save-feedback.ts';
import { VENUE_FORM_FIELDS, type VenueFormValues } from '../../entities/venues/model/venue-form-values.ts';

export const venueSaveMessages = saveMessages('Venue');

/** A refused save: the reply's field errors (an unknown postal code) on their fields, and the toast. */
export function reportVenueSaveFailure(action: SaveAction, error: unknown, setError: UseFormSetError<VenueFormValues>) {
  reportSaveFailure({ messages: venueSaveMessages, fields: VENUE_FORM_FIELDS }, action, error, setError);
}
