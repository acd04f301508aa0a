import type { z } from 'zod';
import {
  eventCategoryInputSchema,
  updateEventSchema,
  type CreateEventInput,
  type CreateSeriesInput,
  type Event,
  type Repeat,
  type UpdateEventInput,
} from '@console/contracts';
import { localToUtc, utcToLocal } from '../../lib/dates.ts';
import type { RepeatFormValues } from './series/repeat-values.ts';

/**
 * The event form validates with the server's own schema, on the local date and time the user
 * typed: its end-before-start rule then compares local wall-clock times, which is what the user
 * sees. The values are converted to UTC only when they are sent.
 */
export const eventFormSchema = updateEventSchema;
/** New Event adds how the event repeats; the resolver (hooks/use-event-form.ts) then checks it with the series schema. */
export type EventFormValues = z.input<typeof eventFormSchema> & { repeat?: RepeatFormValues };
export type EventFormOutput = z.output<typeof eventFormSchema> & { repeat?: Repeat };

/** Every field of the form, for showing a refused save's field errors. */
export const EVENT_FORM_FIELDS = [
  'programId',
  'categoryId',
  'name',
  'description',
  'venueId',
  'startDate',
  'endDate',
  'startTime',
  'endTime',
  'registrationRequired',
  'isPublic',
  'isCancelled',
  'ageMin',
  'ageMax',
] as const satisfies readonly (keyof EventFormValues)[];

/** New Event starts empty; program, category and venue must be chosen. */
export function emptyEventValues(): Partial<EventFormValues> {
  return {
    name: '',
    description: '',
    startDate: '',
    endDate: '',
    startTime: '',
    endTime: '',
    registrationRequired: false,
    isPublic: false,
    ageMin: null,
    ageMax: null,
  };
}

/** A stored event (UTC) as form values (local). */
export function toEventFormValues(event: Event): EventFormValues {
  const start = utcToLocal(event.startDate, event.startTime);
  const end = utcToLocal(event.endDate, event.endTime);
  return {
    code: event.code,
    programId: event.programId,
    categoryId: event.categoryId,
    name: event.name,
    description: event.description ?? '',
    venueId: event.venueId,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    registrationRequired: event.registrationRequired,
    isPublic: event.isPublic,
    isCancelled: event.isCancelled,
    ageMin: event.ageMin,
    ageMax: event.ageMax,
  };
}

/** The form's local values as the body of `POST /api/events` (UTC). */
export function toCreateEventBody(values: EventFormOutput): CreateEventInput {
  const { code: _code, isCancelled: _isCancelled, repeat: _repeat, ...fields } = values;
  const start = localToUtc(values.startDate, values.startTime);
  const end = localToUtc(values.endDate, values.endTime);
  return { ...fields, startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time };
}

/** New Event's local values with a repeat as the body of `POST /api/event-series`: the first event in UTC, the repeat's dates local. */
export function toCreateSeriesBody(values: EventFormOutput & { repeat: Repeat }): CreateSeriesInput {
  return { ...toCreateEventBody(values), repeat: values.repeat };
}

/** The form's local values as the body of `PUT /api/events/{code}` (UTC). */
export function toUpdateEventBody(code: number, values: EventFormOutput): UpdateEventInput {
  return { ...toCreateEventBody(values), code, isCancelled: values.isCancelled ?? false };
}

export const categoryFormSchema = eventCategoryInputSchema;
export type CategoryFormValues = z.input<typeof categoryFormSchema>;
export type CategoryFormOutput = z.output<typeof categoryFormSchema>;
export const CATEGORY_FORM_FIELDS = ['name', 'description'] as const;
