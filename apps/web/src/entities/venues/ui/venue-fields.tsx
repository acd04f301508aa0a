import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PostalCode } from '@console/contracts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { postalCascade } from '../model/postal-cascade.ts';
import type { VenueFormOutput, VenueFormValues } from '../model/venue-form-values.ts';

/** Changing a level clears every level below it (docs/product.md §8). */
const below: Partial<Record<keyof VenueFormValues, (keyof VenueFormValues)[]>> = {
  countryId: ['provinceId', 'cityId', 'postalCodeId'],
  provinceId: ['cityId', 'postalCodeId'],
  cityId: ['postalCodeId'],
};

interface VenueFieldsProps {
  form: UseFormReturn<VenueFormValues, unknown, VenueFormOutput>;
  /** Every postal-code record, from which the cascade's levels come. */
  postalCodes: readonly PostalCode[];
}

/**
 * A venue's fields and its Country → Province → City → Postal Code cascade: one component for the
 * event form's New Venue modal and the Venues pages.
 */
export function VenueFields({ form, postalCodes }: VenueFieldsProps) {
  const { t } = useTranslation();
  const [countryId, provinceId, cityId] = form.watch(['countryId', 'provinceId', 'cityId']);
  const cascade = postalCascade(postalCodes, { countryId, provinceId, cityId });

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

  return (
    <>
      <TextField control={form.control} name="name" label={t('venues.field.name')} autoComplete="off" required />
      <TextField control={form.control} name="phones" label={t('venues.field.phones')} type="tel" autoComplete="off" />
      <TextField control={form.control} name="website" label={t('venues.field.website')} autoComplete="off" />
      <TextField control={form.control} name="addressLine1" label={t('venues.field.addressLine1')} autoComplete="off" required />
      <TextField control={form.control} name="addressLine2" label={t('venues.field.addressLine2')} autoComplete="off" />
      <SelectField
        control={form.control}
        name="countryId"
        label={t('venues.field.country')}
        options={cascade.countries}
        placeholder={t('venues.field.selectCountry')}
        required
      />
      <SelectField
        control={form.control}
        name="provinceId"
        label={t('venues.field.province')}
        options={cascade.provinces}
        placeholder={t('venues.field.selectProvince')}
        description={countryId ? undefined : t('venues.field.countryFirst')}
        disabled={!countryId}
        required
      />
      <SelectField
        control={form.control}
        name="cityId"
        label={t('venues.field.city')}
        options={cascade.cities}
        placeholder={t('venues.field.selectCity')}
        description={provinceId ? undefined : t('venues.field.provinceFirst')}
        disabled={!provinceId}
        required
      />
      <SelectField
        control={form.control}
        name="postalCodeId"
        label={t('venues.field.postalCode')}
        options={cascade.postalCodes}
        placeholder={t('venues.field.selectPostalCode')}
        description={cityId ? undefined : t('venues.field.cityFirst')}
        disabled={!cityId}
        required
      />
    </>
  );
}
