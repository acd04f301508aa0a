import { reportInvalidForm, reportSaveSuccess } from '../../../components/form/save-feedback.ts';
import { messages, type PostalCode, type Venue } from '@console/contracts';
import { RecordLoadState } from '../../../components/record-load-state.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { usePostalCodes } from '../../../entities/reference/api/get-postal-codes.ts';
import { useUpdateVenue } from '../../../entities/venues/api/update-venue.ts';
import { useVenue } from '../../../entities/venues/api/get-venue.ts';
import {
  toVenueFormValues,
  toVenueWrite,
  venueFormSchema,
  type VenueFormOutput,
} from '../../../entities/venues/model/venue-form-values.ts';
import { reportVenueSaveFailure, venueSaveMessages } from '../save-feedback.ts';
import { VenueForm } from './venue-form.tsx';

/** Edit Venue: loads the venue and the postal codes (its cascade comes from them), then shows the form. */
export function EditVenue({ id }: { id: number }) {
  const venue = useVenue(id);
  const postalCodes = usePostalCodes(true);
  if (!venue.data) return <RecordLoadState error={venue.error} thing="venue" notFoundMessage={messages.venues.notFound} />;
  if (!postalCodes.data) return <RecordLoadState error={postalCodes.error} thing="venue" notFoundMessage={messages.venues.notFound} />;
  return <EditVenueForm key={id} venue={venue.data} postalCodes={postalCodes.data} />;
}

/** Save stays on the page; the form then shows what the server stored. */
function EditVenueForm({ venue, postalCodes }: { venue: Venue; postalCodes: PostalCode[] }) {
  const form = useSchemaForm(venueFormSchema, toVenueFormValues(venue, postalCodes));
  const updateVenue = useUpdateVenue();

  async function handleValid(values: VenueFormOutput) {
    try {
      const saved = await updateVenue.mutateAsync({ id: venue.id, body: toVenueWrite(values) });
      form.reset(toVenueFormValues(saved, postalCodes));
      reportSaveSuccess(venueSaveMessages, 'update');
    } catch (error) {
      reportVenueSaveFailure('update', error, form.setError);
    }
  }

  return (
    <VenueForm
      form={form}
      id={venue.id}
      saving={updateVenue.isPending}
      onValid={handleValid}
      onInvalid={() => reportInvalidForm(venueSaveMessages, 'update')}
    />
  );
}
