import type { Attendee, Event } from '@console/contracts';

/** Test helpers of the attendance feature: a stubbed API and attendee and event factories. */
import type { ApiAnswer, ApiCall } from './stub-api.ts';

export { stubApi, type ApiAnswer, type ApiCall } from './stub-api.ts';

/** A promise settled by hand, to hold a server answer back. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** A test person's name as the API gives it, whole and apart: the tests' names are "First Last…". */
export function personName(fullname: string) {
  const space = fullname.indexOf(' ');
  return space < 0
    ? { fullname, firstName: fullname, lastName: '' }
    : { fullname, firstName: fullname.slice(0, space), lastName: fullname.slice(space + 1) };
}

let nextCode = 500;

export function buildAttendee(overrides: Partial<Attendee> = {}): Attendee {
  const code = overrides.code ?? nextCode++;
  return {
    code,
    fullname: `Attendee ${code}`,
    registered: false,
    checkIn: false,
    checkedInAt: null,
    checkedInBy: null,
    checkedOutAt: null,
    checkedOutBy: null,
    ...overrides,
  };
}

export function buildEvent(overrides: Partial<Event> = {}): Event {
  return {
    code: 42,
    name: 'Spring Retreat',
    description: 'Two days away',
    programId: 3,
    program: 'Youth Ministry',
    categoryId: 4,
    category: 'Retreat',
    venueId: 5,
    venue: 'Parish Hall',
    city: 'Lima',
    provinceCode: 'LIM',
    country: 'Peru',
    startDate: '2030-03-10',
    endDate: '2030-03-11',
    startTime: '14:30',
    endTime: '18:00',
    registrationRequired: true,
    isPublic: false,
    isCancelled: false,
    ageMin: null,
    ageMax: null,
    status: 'Upcoming',
    uncancelledStatus: 'Upcoming',
    seriesId: null,
    registered: 0,
    checked: 0,
    ...overrides,
  };
}

/** Answers `GET /api/events/{code}/attendees` from a list, ten a page, as the server would. */
export function attendeesAnswer(attendees: Attendee[], call: ApiCall): ApiAnswer {
  const page = Number(call.params.get('page') ?? 1);
  const size = Number(call.params.get('size') ?? 10);
  const search = (call.params.get('search') ?? '').toLowerCase();
  const registeredOnly = call.params.get('registered') === 'true';
  const matching = attendees.filter(
    (attendee) => (!registeredOnly || attendee.registered) && attendee.fullname.toLowerCase().includes(search),
  );
  return { body: { totalCount: matching.length, attendees: matching.slice((page - 1) * size, page * size) } };
}
