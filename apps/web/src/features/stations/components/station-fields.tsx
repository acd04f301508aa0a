import { Radio, Stack } from '@mantine/core';
import { useController, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LABEL_FORMATS, STATION_MAX_LENGTH, STATION_MODES } from '@console/contracts';
import { FieldErrors } from '../../../components/form/field-mark.tsx';
import { fieldMessages } from '../../../components/form/field-status.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { ProgramMultiSelect } from '../../../entities/programs/ui/program-multi-select.tsx';
import type { StationFormOutput, StationFormValues } from '../../../entities/stations/model/station-form-values.ts';

type StationForm = UseFormReturn<StationFormValues, unknown, StationFormOutput>;

/** Name, mode, label stock and programs of a station (New and Edit). */
export function StationFields({ form }: { form: StationForm }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <TextField control={form.control} name="name" label={t('stations.field.name')} required maxLength={STATION_MAX_LENGTH} />
      <ModeField form={form} />
      <SelectField
        control={form.control}
        name="labelFormat"
        label={t('stations.field.labelFormat')}
        required
        options={LABEL_FORMATS.map((format) => ({ value: format, label: t(`stations.labelFormat.${format}`) }))}
      />
      <ProgramsField form={form} />
    </Stack>
  );
}

/** Two choices with a line each on what they mean: radios, not a select. */
function ModeField({ form }: { form: StationForm }) {
  const { t } = useTranslation();
  const {
    field: { ref, ...input },
    fieldState,
  } = useController({ control: form.control, name: 'mode' });
  const messages = fieldMessages(fieldState.error);
  return (
    <Radio.Group
      name={input.name}
      value={input.value}
      onChange={input.onChange}
      label={t('stations.field.mode')}
      withAsterisk
      error={messages.length > 0 ? <FieldErrors messages={messages} /> : undefined}
    >
      <Stack gap="xs" mt={4}>
        {STATION_MODES.map((mode) => (
          <Radio
            key={mode}
            ref={mode === input.value ? ref : undefined}
            value={mode}
            label={t(`stations.mode.${mode}`)}
            description={t(`stations.modeHint.${mode}`)}
            onBlur={input.onBlur}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** The programs whose events the station serves; none chosen means every program. */
function ProgramsField({ form }: { form: StationForm }) {
  const { t } = useTranslation();
  return (
    <ProgramMultiSelect
      control={form.control}
      name="programIds"
      label={t('stations.field.programs')}
      description={t('stations.field.programsHint')}
      noneChosen={t('stations.allPrograms')}
    />
  );
}
