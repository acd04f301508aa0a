import type { UseFormReturn } from 'react-hook-form';
import { ModalForm } from '../../../components/form/modal-form.tsx';
import type { StationFormOutput, StationFormValues } from '../../../entities/stations/model/station-form-values.ts';
import { StationFields } from './station-fields.tsx';

interface StationFormModalProps {
  title: string;
  /** The form's accessible name ('New station', 'Station Front door'). */
  formLabel: string;
  opened: boolean;
  form: UseFormReturn<StationFormValues, unknown, StationFormOutput>;
  saving: boolean;
  onValid: (values: StationFormOutput) => Promise<void>;
  onInvalid: () => void;
  onClose: () => void;
}

/** The station form in a dialog, with Save and Cancel (New and Edit). */
export function StationFormModal({ title, formLabel, opened, form, saving, onValid, onInvalid, onClose }: StationFormModalProps) {
  return (
    <ModalForm
      title={title}
      formLabel={formLabel}
      opened={opened}
      saving={saving}
      onClose={onClose}
      onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
    >
      <StationFields form={form} />
    </ModalForm>
  );
}
