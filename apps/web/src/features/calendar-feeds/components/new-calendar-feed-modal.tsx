import { reportInvalidForm, reportSaveSuccess } from '../../../components/form/save-feedback.ts';
import { useTranslation } from 'react-i18next';
import { CALENDAR_FEED_NAME_MAX_LENGTH, type CalendarFeedCreated } from '@console/contracts';
import { ModalForm } from '../../../components/form/modal-form.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useCreateCalendarFeed } from '../../../entities/calendar-feeds/api/create-calendar-feed.ts';
import {
  calendarFeedFormSchema,
  emptyCalendarFeedValues,
  type CalendarFeedFormOutput,
} from '../../../entities/calendar-feeds/model/calendar-feed-form-values.ts';
import { ProgramMultiSelect } from '../../../entities/programs/ui/program-multi-select.tsx';
import { calendarFeedSaveMessages, reportCalendarFeedSaveFailure } from '../save-feedback.ts';

interface NewCalendarFeedModalProps {
  opened: boolean;
  onClose: () => void;
  /** The new feed with its secret address, to show at once. */
  onCreated: (created: CalendarFeedCreated) => void;
}

/** New Calendar Feed: a name and the programs; on success the form empties and the caller shows the address. */
export function NewCalendarFeedModal({ opened, onClose, onCreated }: NewCalendarFeedModalProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(calendarFeedFormSchema, emptyCalendarFeedValues());
  const createFeed = useCreateCalendarFeed();

  async function handleValid(values: CalendarFeedFormOutput) {
    try {
      const created = await createFeed.mutateAsync(values);
      form.reset(emptyCalendarFeedValues());
      reportSaveSuccess(calendarFeedSaveMessages, 'create');
      onCreated(created);
    } catch (error) {
      reportCalendarFeedSaveFailure(error, form.setError);
    }
  }

  return (
    <ModalForm
      title={t('calendarFeeds.new')}
      formLabel={t('calendarFeeds.formNew')}
      opened={opened}
      saving={createFeed.isPending}
      onClose={onClose}
      onSubmit={(event) => void form.handleSubmit(handleValid, () => reportInvalidForm(calendarFeedSaveMessages, 'create'))(event)}
    >
      <TextField
        control={form.control}
        name="name"
        label={t('calendarFeeds.field.name')}
        description={t('calendarFeeds.field.nameHint')}
        required
        maxLength={CALENDAR_FEED_NAME_MAX_LENGTH}
      />
      <ProgramMultiSelect
        control={form.control}
        name="programIds"
        label={t('calendarFeeds.field.programs')}
        description={t('calendarFeeds.field.programsHint')}
        noneChosen={t('calendarFeeds.allPrograms')}
      />
    </ModalForm>
  );
}
