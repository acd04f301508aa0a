import { TextField } from '../../../components/form/text-field.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { applyServerErrors } from '../../../components/form/apply-server-errors.ts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { useCreateEventCategory } from '../../../entities/reference/api/create-event-category.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { optionCreatedMessage, optionCreateFailedMessage, type EventOption } from '../save-feedback.ts';
import { CATEGORY_FORM_FIELDS, categoryFormSchema, type CategoryFormOutput } from '../schemas.ts';
import { ModalForm } from '../../../components/form/modal-form.tsx';
import { useTranslation } from 'react-i18next';

interface CategoryModalProps {
  opened: boolean;
  onClose: () => void;
  /** The new category's id, to select it in the event form. */
  onCreated: (id: number) => void;
}

const thing: EventOption = 'Category';

/** Modal New Event Category: Name (required) and Description. */
export function CategoryModal({ opened, onClose, onCreated }: CategoryModalProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(categoryFormSchema, { name: '', description: '' });
  const createCategory = useCreateEventCategory();

  async function handleValid(values: CategoryFormOutput) {
    try {
      const category = await createCategory.mutateAsync(values);
      toast.success(optionCreatedMessage(thing), { about: `events.option.${thing}` });
      form.reset();
      onCreated(category.id);
    } catch (error) {
      applyServerErrors(error, form.setError, CATEGORY_FORM_FIELDS);
      toast.danger(optionCreateFailedMessage(thing, error), { about: `events.option.${thing}` });
    }
  }

  return (
    <ModalForm
      title={t('events.categoryModal.title')}
      opened={opened}
      onClose={onClose}
      saving={createCategory.isPending}
      onSubmit={form.handleSubmit(handleValid)}
    >
      <TextField control={form.control} name="name" label={t('events.field.name')} autoComplete="off" required />
      <TextareaField control={form.control} name="description" label={t('events.field.description')} />
    </ModalForm>
  );
}
