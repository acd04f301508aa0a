import { reportInvalidForm, reportSaveSuccess } from '../../../components/form/save-feedback.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useCreateVenue } from '../../../entities/venues/api/create-venue.ts';
import { emptyVenueValues, toVenueWrite, venueFormSchema, type VenueFormOutput } from '../../../entities/venues/model/venue-form-values.ts';
import { reportVenueSaveFailure, venueSaveMessages } from '../save-feedback.ts';
import { VenueForm } from './venue-form.tsx';

/** New Venue: on success, a toast and an empty form for the next one, as New Program does. */
export function NewVenueForm() {
  const form = useSchemaForm(venueFormSchema, emptyVenueValues());
  const createVenue = useCreateVenue();

  async function handleValid(values: VenueFormOutput) {
    try {
      await createVenue.mutateAsync(toVenueWrite(values));
      form.reset(emptyVenueValues());
      reportSaveSuccess(venueSaveMessages, 'create');
    } catch (error) {
      reportVenueSaveFailure('create', error, form.setError);
    }
  }

  return (
    <VenueForm
      form={form}
      saving={createVenue.isPending}
      onValid={handleValid}
      onInvalid={() => reportInvalidForm(venueSaveMessages, 'create')}
    />
  );
}
