import { Stack, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { usePostalCodes } from '../../../entities/reference/api/get-postal-codes.ts';
import type { VenueFormOutput, VenueFormValues } from '../../../entities/venues/model/venue-form-values.ts';
import { VenueFields } from '../../../entities/venues/ui/venue-fields.tsx';

interface VenueFormProps {
  form: UseFormReturn<VenueFormValues, unknown, VenueFormOutput>;
  /** The venue being edited; without it the form creates one. */
  id?: number;
  saving: boolean;
  onValid: (values: VenueFormOutput) => Promise<void>;
  onInvalid: () => void;
}

/** The venue form of New and Edit: the same fields and location cascade as the event form's New Venue modal. */
export function VenueForm({ form, id, saving, onValid, onInvalid }: VenueFormProps) {
  const { t } = useTranslation();
  const postalCodes = usePostalCodes(true);
  return (
    <form
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      noValidate
      aria-label={id === undefined ? t('venues.formNew') : t('venues.formOne', { id })}
    >
      <Stack gap="sm">
        {id !== undefined && <TextInput label={t('venues.field.code')} value={id} disabled readOnly />}
        <VenueFields form={form} postalCodes={postalCodes.data ?? []} />
        <FormActions cancelTo="/venues" saving={saving} />
      </Stack>
    </form>
  );
}
