import { useEffect } from 'react';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { applyServerErrors } from '../../../components/form/apply-server-errors.ts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { useCreateVenue } from '../../../entities/venues/api/create-venue.ts';
import { usePostalCodes } from '../../../entities/reference/api/get-postal-codes.ts';
import { useModalForm } from '../hooks/use-event-form.ts';
import { postalCascade } from '../lib/postal-cascade.ts';
import { optionCreatedMessage, optionCreateFailedMessage, type EventOption } from '../save-feedback.ts';
import { VENUE_FORM_FIELDS, venueFormSchema, type VenueFormOutput, type VenueFormValues } from '../schemas.ts';
import { CreateOptionModal } from './create-option-modal.tsx';
import { useTranslation } from 'react-i18next';

interface VenueModalProps {
  opened: boolean;
  onClose: () => void;
  /** The new venue's id, to select it in the event form. */
  onCreated: (id: number) => void;
}

const thing: EventOption = 'Venue';
const emptyVenue = { name: '', phones: '', website: '', addressLine1: '', addressLine2: '' };
/** Changing a level clears every level below it (product-spec section 4). */
const below: Partial<Record<keyof VenueFormValues, (keyof VenueFormValues)[]>> = {
  countryId: ['provinceId', 'cityId', 'postalCodeId'],
  provinceId: ['cityId', 'postalCodeId'],
  cityId: ['postalCodeId'],
};

/** Modal New Venue: the venue's fields and its Country → Province → City → Postal Code cascade. */
export function VenueModal({ opened, onClose, onCreated }: VenueModalProps) {
  const { t } = useTranslation();
  const form = useModalForm(venueFormSchema, emptyVenue);
  const createVenue = useCreateVenue();
  const postalCodes = usePostalCodes(opened);
  const [countryId, provinceId, cityId] = form.watch(['countryId', 'provinceId', 'cityId']);
  const cascade = postalCascade(postalCodes.data ?? [], { countryId, provinceId, cityId });

  // A subscription to the form, not a copy of its state: it only writes the levels below.
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (type !== 'change' || !name) return;
      for (const level of below[name as keyof VenueFormValues] ?? []) {
        form.resetField(level, { defaultValue: null as never });
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);

  async function handleValid({ countryId: _c, provinceId: _p, cityId: _ci, ...venueFields }: VenueFormOutput) {
    try {
      const venue = await createVenue.mutateAsync(venueFields);
      toast.success(optionCreatedMessage(thing));
      form.reset(emptyVenue);
      onCreated(venue.id);
    } catch (error) {
      applyServerErrors(error, form.setError, VENUE_FORM_FIELDS);
      toast.danger(optionCreateFailedMessage(thing, error));
    }
  }

  return (
    <CreateOptionModal
      title={t('events.venueModal.title')}
      opened={opened}
      onClose={onClose}
      saving={createVenue.isPending}
      onSubmit={form.handleSubmit(handleValid)}
    >
      <TextField control={form.control} name="name" label={t('events.venueModal.name')} autoComplete="off" required />
      <TextField control={form.control} name="phones" label={t('events.venueModal.phones')} type="tel" autoComplete="off" />
      <TextField control={form.control} name="website" label={t('events.venueModal.website')} autoComplete="off" />
      <TextField control={form.control} name="addressLine1" label={t('events.venueModal.addressLine1')} autoComplete="off" required />
      <TextField control={form.control} name="addressLine2" label={t('events.venueModal.addressLine2')} autoComplete="off" />
      <SelectField
        control={form.control}
        name="countryId"
        label={t('events.venueModal.country')}
        options={cascade.countries}
        placeholder={t('events.venueModal.selectCountry')}
        required
      />
      <SelectField
        control={form.control}
        name="provinceId"
        label={t('events.venueModal.province')}
        options={cascade.provinces}
        placeholder={t('events.venueModal.selectProvince')}
        description={countryId ? undefined : t('events.venueModal.countryFirst')}
        disabled={!countryId}
        required
      />
      <SelectField
        control={form.control}
        name="cityId"
        label={t('events.venueModal.city')}
        options={cascade.cities}
        placeholder={t('events.venueModal.selectCity')}
        description={provinceId ? undefined : t('events.venueModal.provinceFirst')}
        disabled={!provinceId}
        required
      />
      <SelectField
        control={form.control}
        name="postalCodeId"
        label={t('events.venueModal.postalCode')}
        options={cascade.postalCodes}
        placeholder={t('events.venueModal.selectPostalCode')}
        description={cityId ? undefined : t('events.venueModal.cityFirst')}
        disabled={!cityId}
        required
      />
    </CreateOptionModal>
  );
}
