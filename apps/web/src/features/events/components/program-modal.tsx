import { applyServerErrors } from '../../../components/form/apply-server-errors.ts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { useCreateProgram } from '../../../entities/programs/api/create-program.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { optionCreatedMessage, optionCreateFailedMessage, type EventOption } from '../save-feedback.ts';
import { PROGRAM_FORM_FIELDS, programFormSchema, type ProgramFormOutput } from '../../../entities/programs/model/program-form-values.ts';
import { ProgramFields } from '../../../entities/programs/ui/program-fields.tsx';
import { ModalForm } from '../../../components/form/modal-form.tsx';
import { useTranslation } from 'react-i18next';

interface ProgramModalProps {
  opened: boolean;
  onClose: () => void;
  /** The new program's id, to select it in the event form. */
  onCreated: (id: number) => void;
}

const thing: EventOption = 'Program';

/** Modal New Program: Category and Name (required), Description. */
export function ProgramModal({ opened, onClose, onCreated }: ProgramModalProps) {
  const form = useSchemaForm(programFormSchema, { name: '', description: '' });
  const { t } = useTranslation();
  const createProgram = useCreateProgram();

  async function handleValid(values: ProgramFormOutput) {
    try {
      const program = await createProgram.mutateAsync(values);
      toast.success(optionCreatedMessage(thing), { about: `events.option.${thing}` });
      form.reset();
      onCreated(program.id);
    } catch (error) {
      applyServerErrors(error, form.setError, PROGRAM_FORM_FIELDS);
      toast.danger(optionCreateFailedMessage(thing, error), { about: `events.option.${thing}` });
    }
  }

  return (
    <ModalForm
      title={t('events.programModal.title')}
      opened={opened}
      onClose={onClose}
      saving={createProgram.isPending}
      onSubmit={form.handleSubmit(handleValid)}
    >
      <ProgramFields control={form.control} />
    </ModalForm>
  );
}
