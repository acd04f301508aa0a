/**
 * The English of the station's own screens (/station), which its route adds (lib/i18n/kiosk-texts.ts):
 * a kiosk loads neither the signed-in screens' texts nor their frame.
 */
export const enKiosk = {
  kiosk: {
    title: 'Check-in',
    language: 'Language',
    english: 'English',
    spanish: 'Español',
    enrol: {
      title: 'Set up this station',
      intro: 'Type the 8-character code an Administrator sees in Settings → Stations.',
      code: 'Enrolment code',
      submit: 'Enrol this station',
    },
    closed: {
      title: 'No check-in is open right now',
      body: 'This is {{name}}. Check-in opens here an hour before an event starts.',
    },
    pad: {
      title: 'Welcome! Type your phone number',
      hint: 'At least the last 4 digits',
      typed: 'Phone number typed',
      keys: 'Number pad',
      delete: 'Delete',
      clear: 'Clear',
      search: 'Search',
    },
    families: {
      title: 'Which family are you?',
      none: 'No family found',
      noneHint: 'Check the number, or ask a volunteer for help.',
      back: 'Back',
    },
    who: {
      title: 'Who is here today?',
      eventsOf: 'Events for {{name}}',
      checkedIn: 'Already checked in',
      checkIn: 'Check in',
      back: 'Back',
      role: { adult: 'Adult', child: 'Child', other: 'Other' },
    },
    done: {
      title: 'You are checked in!',
      code: 'Your security code',
      printing: 'Your labels are printing',
      finish: 'Done',
    },
    errors: {
      failed: 'Something went wrong. Please try again, or ask a volunteer.',
    },
    labels: { frame: 'Labels being printed' },
    offline: {
      waiting_one: 'Offline: {{count, number}} check-in waiting',
      waiting_other: 'Offline: {{count, number}} check-ins waiting',
      refused_one: '{{count, number}} check-in could not be sent. Ask a volunteer.',
      refused_other: '{{count, number}} check-ins could not be sent. Ask a volunteer.',
    },
  },
};
