import { useRef, useState, type ReactNode } from 'react';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { EVENT_AGE_LIMITS } from '@console/contracts';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { SwitchField } from '../../../components/form/switch-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { WholeNumberField } from '../../../components/form/whole-number-field.tsx';
import { useEventCategories } from '../../../entities/reference/api/get-event-categories.ts';
import { useProgramOptions } from '../../../entities/programs/api/get-program-options.ts';
import { useVenueOptions } from '../../../entities/venues/api/get-venue-options.ts';
import type { EventFormOutput, EventFormValues } from '../schemas.ts';
import { useOnDemand } from '../../../lib/use-on-demand.ts';
import type { OptionField, OptionModal } from './option-modals.tsx';
import { OptionSelect } from './option-select.tsx';
import { useTranslation } from 'react-i18next';

interface EventFormProps {
  form: UseFormReturn<EventFormValues, unknown, EventFormOutput>;
  /** The event being edited; without it the form creates one. */
  code?: number;
  saving: boolean;
  cancelTo: string;
  onValid: (values: EventFormOutput) => Promise<void>;
  onInvalid: () => void;
  /** What the page adds before the buttons: New Event's Repeat section, a series event's scope of the edit. */
  children?: ReactNode;
}

const loadOptionModals = () => import('./option-modals.tsx').then((module) => module.OptionModals);

/**
 * The event form of New and Edit (docs/product.md §5.3). Dates and times are the
 * user's local ones; the pages convert them to UTC when saving.
 */
export function EventForm({ form, code, saving, cancelTo, onValid, onInvalid, children }: EventFormProps) {
  const { t } = useTranslation();
  const [modal, setModal] = useState<OptionModal | null>(null);
  const requested = useRef<OptionModal | null>(null);
  const modals = useOnDemand(loadOptionModals, () => setModal(requested.current));
  const programs = useProgramOptions();
  const categories = useEventCategories();
  const venues = useVenueOptions();
  const programOptions = (programs.data?.programs ?? []).map((program) => ({ value: program.id, label: program.name }));
  const categoryOptions = (categories.data ?? []).map((category) => ({ value: category.id, label: category.name }));
  const venueOptions = (venues.data ?? []).map((venue) => ({ value: venue.id, label: venue.name }));

  function openModal(which: OptionModal) {
    requested.current = which;
    modals.activate();
  }

  /** The option a modal created is selected (its list already holds it). */
  function handleCreated(field: OptionField, id: number) {
    setModal(null);
    form.setValue(field, id, { shouldValidate: true, shouldTouch: true, shouldDirty: true });
  }

  /** The end is checked against the start again whenever either side changes. */
  function handleTimeBlur() {
    if (form.getFieldState('endDate').isTouched || form.formState.isSubmitted) void form.trigger('endDate');
  }

  /** Ages to is checked against ages from again when ages from changes. */
  function handleAgeMinBlur() {
    if (form.getFieldState('ageMax').isTouched || form.formState.isSubmitted) void form.trigger('ageMax');
  }

  return (
    <>
      <form
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        noValidate
        aria-label={code === undefined ? t('events.formNew') : t('events.formOne', { code })}
      >
        <Stack gap="sm">
          {code !== undefined && <TextInput label={t('events.field.code')} value={code} disabled readOnly />}
          <OptionSelect
            control={form.control}
            name="programId"
            label={t('events.field.program')}
            options={programOptions}
            placeholder={t('events.placeholder.program')}
            required
            addLabel={t('events.addProgram')}
            onAdd={() => openModal('program')}
          />
          <OptionSelect
            control={form.control}
            name="categoryId"
            label={t('events.field.category')}
            options={categoryOptions}
            placeholder={t('events.placeholder.category')}
            required
            addLabel={t('events.addCategory')}
            onAdd={() => openModal('category')}
          />
          <TextField control={form.control} name="name" label={t('events.field.name')} autoComplete="off" required />
          <TextareaField control={form.control} name="description" label={t('events.field.description')} />
          <OptionSelect
            control={form.control}
            name="venueId"
            label={t('events.field.venue')}
            options={venueOptions}
            placeholder={t('events.placeholder.venue')}
            required
            addLabel={t('events.addVenue')}
            onAdd={() => openModal('venue')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField
              control={form.control}
              name="startDate"
              label={t('events.field.startDate')}
              type="date"
              required
              onBlur={handleTimeBlur}
            />
            <TextField
              control={form.control}
              name="startTime"
              label={t('events.field.startTime')}
              type="time"
              required
              onBlur={handleTimeBlur}
            />
            <TextField control={form.control} name="endDate" label={t('events.field.endDate')} type="date" required />
            <TextField
              control={form.control}
              name="endTime"
              label={t('events.field.endTime')}
              type="time"
              required
              onBlur={handleTimeBlur}
            />
          </SimpleGrid>
          <SimpleGrid cols={2} spacing="sm">
            <WholeNumberField
              control={form.control}
              name="ageMin"
              label={t('events.field.ageMin')}
              min={EVENT_AGE_LIMITS.min}
              max={EVENT_AGE_LIMITS.max}
              onBlur={handleAgeMinBlur}
            />
            <WholeNumberField
              control={form.control}
              name="ageMax"
              label={t('events.field.ageMax')}
              min={EVENT_AGE_LIMITS.min}
              max={EVENT_AGE_LIMITS.max}
            />
          </SimpleGrid>
          <SwitchField control={form.control} name="registrationRequired" label={t('events.field.registrationRequired')} />
          <SwitchField control={form.control} name="isPublic" label={t('events.field.isPublic')} />
          {code !== undefined && <SwitchField control={form.control} name="isCancelled" label={t('events.field.isCancelled')} />}
          {children}
          <FormActions cancelTo={cancelTo} saving={saving} />
        </Stack>
      </form>
      {modals.part && <modals.part opened={modal} onClose={() => setModal(null)} onCreated={handleCreated} />}
    </>
  );
}
