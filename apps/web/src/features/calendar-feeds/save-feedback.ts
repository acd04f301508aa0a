import type { UseFormSetError } from 'react-hook-form';
import { reportSaveFailure, saveMessages } from '../../components/form/save-feedback.ts';
import { CALENDAR_FEED_FORM_FIELDS, type CalendarFeedFormValues } from '../../entities/calendar-feeds/model/calendar-feed-form-values.ts';

export const calendarFeedSaveMessages = saveMessages('CalendarFeed');

/** A refused new feed: the reply's field errors on their fields, and the toast. */
export function reportCalendarFeedSaveFailure(error: unknown, setError: UseFormSetError<CalendarFeedFormValues>) {
  reportSaveFailure({ messages: calendarFeedSaveMessages, fields: CALENDAR_FEED_FORM_FIELDS }, 'create', error, setError);
}
