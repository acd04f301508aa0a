import { Checkbox, Fieldset, Group, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SERIES_FREQUENCIES, SERIES_LIMITS, SERIES_MONTHLY_BY, SERIES_WEEKDAYS, type SeriesWeekday } from '@console/contracts';
import { FieldErrors } from '../../../components/form/field-mark.tsx';
import { fieldMessages } from '../../../components/form/field-status.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { WholeNumberField } from '../../../components/form/whole-number-field.tsx';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import type { EventFormOutput, EventFormValues } from '../schemas.ts';
import { monthlyChoicesOf, weekdayOf, type RepeatFormValues } from './repeat-values.ts';
import { weekdayLabel, weekdayName } from './weekday-names.ts';

type EventForm = UseFormReturn<EventFormValues, unknown, EventFormOutput>;

const FREQUENCY_CHOICES = ['none', ...SERIES_FREQUENCIES] as const;

/** A field's messages as a group's error, or nothing. */
function groupError(error: Parameters<typeof fieldMessages>[0]) {
  const messages = fieldMessages(error);
  return messages.length > 0 ? <FieldErrors messages={messages} /> : undefined;
}

/** "Repeats": choosing Weekly ticks the start date's weekday, so that the usual series needs no more clicks. */
function FrequencySelect({ form }: { form: EventForm }) {
  const { t } = useTranslation();
  const {
    field: { ref, ...input },
  } = useController({ control: form.control, name: 'repeat.frequency' });

  function handleChange(value: RepeatFormValues['frequency']) {
    input.onChange(value);
    const weekday = weekdayOf(form.getValues('startDate') ?? '');
    if (value === 'weekly' && weekday) form.setValue('repeat.weekdays', [weekday]);
  }

  return (
    <NativeSelect
      ref={ref}
      name={input.name}
      label={t('events.repeat.frequency')}
      value={input.value}
      onChange={(event) => handleChange(event.currentTarget.value as RepeatFormValues['frequency'])}
      onBlur={input.onBlur}
      data={FREQUENCY_CHOICES.map((value) => ({ value, label: t(`events.repeat.frequencyOption.${value}`) }))}
    />
  );
}

function WeekdaysField({ form }: { form: EventForm }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { field, fieldState } = useController({ control: form.control, name: 'repeat.weekdays' });
  return (
    <Checkbox.Group
      label={t('events.repeat.weekdays')}
      value={field.value}
      onChange={(days) => field.onChange(days as SeriesWeekday[])}
      error={groupError(fieldState.error)}
      withAsterisk
    >
      <Group gap="sm" mt={4}>
        {SERIES_WEEKDAYS.map((day, index) => (
          <Checkbox
            key={day}
            ref={index === 0 ? field.ref : undefined}
            value={day}
            label={weekdayLabel(day, language)}
            onBlur={field.onBlur}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

/** On day 14, or on the second Sunday: both worked out from the start date, which decides the monthly day. */
function MonthlyByField({ form, startDate }: { form: EventForm; startDate: string }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: form.control, name: 'repeat.monthlyBy' });
  const choices = monthlyChoicesOf(startDate);
  const labels = {
    'day-of-month': choices ? t('events.repeat.monthlyDay', { day: choices.day }) : '',
    weekday: choices
      ? t('events.repeat.monthlyWeekday', {
          nth: t(`events.repeat.ordinal.${choices.ordinal}`),
          weekday: weekdayName(choices.weekday, currentLanguage()),
        })
      : '',
  };
  return (
    <Radio.Group
      name={field.name}
      label={t('events.repeat.monthlyBy')}
      description={choices ? undefined : t('events.repeat.monthlyNeedsStart')}
      value={field.value}
      onChange={field.onChange}
      error={groupError(fieldState.error)}
    >
      {choices && (
        <Stack gap="xs" mt={4}>
          {SERIES_MONTHLY_BY.map((by) => (
            <Radio key={by} ref={by === field.value ? field.ref : undefined} value={by} label={labels[by]} onBlur={field.onBlur} />
          ))}
        </Stack>
      )}
    </Radio.Group>
  );
}

function EndsField({ form }: { form: EventForm }) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name: 'repeat.ends' });
  return (
    <Radio.Group name={field.name} label={t('events.repeat.ends')} value={field.value} onChange={field.onChange}>
      <Group gap="lg" mt={4}>
        {(['until', 'count'] as const).map((end) => (
          <Radio key={end} ref={end === field.value ? field.ref : undefined} value={end} label={t(`events.repeat.endsOption.${end}`)} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/**
 * New Event's Repeat section (docs/api.md, Event series). "Does not repeat" leaves the form as it
 * always was; otherwise the form creates a series, checked with the contract's series schema.
 */
export function RepeatSection({ form }: { form: EventForm }) {
  const { t } = useTranslation();
  const [frequency, ends, interval, startDate] = useWatch({
    control: form.control,
    name: ['repeat.frequency', 'repeat.ends', 'repeat.interval', 'startDate'],
  });
  return (
    <Fieldset legend={t('events.repeat.legend')} variant="unstyled">
      <Stack gap="sm">
        <FrequencySelect form={form} />
        {frequency !== 'none' && frequency !== undefined && (
          <>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <WholeNumberField
                control={form.control}
                name="repeat.interval"
                label={t('events.repeat.interval')}
                min={1}
                max={SERIES_LIMITS.maxInterval}
                required
              />
              <Text pb={8}>{t(`events.repeat.unit.${frequency}`, { count: interval ?? 1 })}</Text>
            </Group>
            {frequency === 'weekly' ? <WeekdaysField form={form} /> : <MonthlyByField form={form} startDate={startDate ?? ''} />}
            <EndsField form={form} />
            {ends === 'until' ? (
              <TextField control={form.control} name="repeat.until" label={t('events.repeat.until')} type="date" required />
            ) : (
              <WholeNumberField
                control={form.control}
                name="repeat.count"
                label={t('events.repeat.count')}
                min={1}
                max={SERIES_LIMITS.maxEvents}
                required
              />
            )}
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
