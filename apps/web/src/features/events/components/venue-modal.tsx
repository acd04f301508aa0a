import { applyServerErrors } from '../../../components/form/apply-server-errors.ts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { useCreateVenue } from '../../../entities/venues/api/create-venue.ts';
import { usePostalCodes } from '../../../entities/reference/api/get-postal-codes.ts';
import {
  emptyVenueValues,
  toVenueWrite,
  VENUE_FORM_FIELDS,
  venueFormSchema,
  type VenueFormOutput,
} from '../../../entities/venues/model/venue-form-values.ts';
import { VenueFields } from '../../../entities/venues/ui/venue-fields.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { optionCreatedMessage, optionCreateFailedMessage, type EventOption } from '../save-feedback.ts';
import { ModalForm } from '../../../components/form/modal-form.tsx';
import { useTranslation } from 'react-i18next';

interface VenueModalProps {
  opened: boolean;
  onClose: () => void;
  /** The new venue's id, to select it in the event form. */
  onCreated: (id: number) => void;
}

const thing: EventOption = 'Venue';

/** Modal New Venue: the venue's fields and its Country → Province → City → Postal Code cascade. */
export function VenueModal({ opened, onClose, onCreated }: VenueModalProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(venueFormSchema, emptyVenueValues());
  const createVenue = useCreateVenue();
  const postalCodes = usePostalCodes(opened);

  async function handleValid(values: VenueFormOutput) {
    try {
      const venue = await createVenue.mutateAsync(toVenueWrite(values));
      toast.success(optionCreatedMessage(thing), { about: `events.option.${thing}` });
      form.reset(emptyVenueValues());
      onCreated(venue.id);
    } catch (error) {
      applyServerErrors(error, form.setError, VENUE_FORM_FIELDS);
      toast.danger(optionCreateFailedMessage(thing, error), { about: `events.option.${thing}` });
    }
  }

  return (
    <ModalForm
      title={t('events.venueModal.title')}
      opened={opened}
      onClose={onClose}
      saving={createVenue.isPending}
      onSubmit={form.handleSubmit(handleValid)}
    >
      <VenueFields form={form} postalCodes={postalCodes.data ?? []} />
    </ModalForm>
  );
}
