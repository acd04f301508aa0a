/**
 * A message with values, e.g. 'Must be at most {{max}} characters.'. It keeps its template so the
 * error codes (message-codes.ts) can recognise a filled-in text and a catalog can translate it.
 */
export function template<Name extends string>(text: string) {
  const fill = (values: Record<Name, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name as Name]));
  return Object.assign(fill, { template: text });
}

/**
 * Every user-facing message the server and the web app share, written once. Each text appears
 * once (a test checks it), so a text names its code: the key path, e.g. `members.emailInUse`.
 */
export const messages = {
  auth: {
    wrongCredentials: 'Wrong email or password.',
    notSignedIn: 'Not signed in.',
    forbidden: 'You do not have permission to do this.',
    tooManyAttempts: 'Too many failed sign-in attempts. Please try again later.',
    crossSite: 'Cross-site request refused.',
  },
  common: {
    invalidInput: 'Invalid input.',
    controlCharacters: 'Must not contain control characters.',
    internalError: 'Internal server error',
    bodyTooLarge: 'Request body is larger than 1 MiB.',
    notFound: 'Not found',
    badUrl: 'The address is not valid.',
    urlTooLong: 'A part of the address is too long.',
    tooLong: template<'max'>('Must be at most {{max}} characters.'),
    unknownField: 'Unknown field.',
    nameRequired: 'Name is required.',
    categoryRequired: 'Category is required.',
    categoryUnknown: 'Category does not exist.',
    invalidDate: 'Must be a valid date (YYYY-MM-DD).',
    invalidTime: 'Must be a valid time (HH:mm).',
  },
  members: {
    notFound: 'Member not found',
    roleRequired: 'Role is required.',
    roleUnknown: 'Role does not exist.',
    civilStatusUnknown: 'Civil status does not exist.',
    firstNameRequired: 'First name is required.',
    lastNameRequired: 'Last name is required.',
    emailRequired: 'Email is required.',
    emailInvalid: 'Must be a valid email.',
    emailInUse: 'This email is already in use.',
    genderInvalid: 'Gender must be Male or Female.',
    codeMismatch: 'Code does not match the member being updated.',
    cannotDisableSelf: 'You cannot disable yourself.',
    lastAdministrator: 'The last enabled Administrator must stay an enabled Administrator.',
    coordinatorCannotGrantAdmin: 'Only an Administrator can give the Administrator role.',
    coordinatorCannotChangeAdmin: 'Only an Administrator can change an Administrator.',
    mergeIntoRequired: 'Choose the member to keep.',
    mergeIntoItself: 'A member cannot be merged into itself.',
    mergeIntoDisabled: 'The member to keep must be enabled.',
    mergeDisabled: 'This member is disabled already.',
  },
  imports: {
    notCsv: template<'line'>('The file is not valid CSV (line {{line}}).'),
    noHeader: 'The file has no header row.',
    csvOnly: 'Send the file as text/csv.',
    tooManyRows: template<'max'>('A file can hold at most {{max}} members.'),
    fileTooLarge: template<'max'>('The file is larger than {{max}} MiB.'),
    statusInvalid: 'Status must be Enabled or Disabled.',
    yesNoInvalid: 'Must be Yes or No.',
    emailRepeated: template<'row'>('This email is also in row {{row}}.'),
  },
  events: {
    notFound: 'Event not found',
    programRequired: 'Program is required.',
    programUnknown: 'Program does not exist.',
    venueRequired: 'Venue is required.',
    venueUnknown: 'Venue does not exist.',
    startDateRequired: 'Start date is required.',
    endDateRequired: 'End date is required.',
    startTimeRequired: 'Start time is required.',
    endTimeRequired: 'End time is required.',
    endBeforeStart: 'End must not be before the start.',
    cannotCancelFinalized: 'A finalized event cannot be cancelled.',
    codeMismatch: 'Code does not match the event being updated.',
    cancelled: 'Event is cancelled.',
  },
  attendance: {
    attendeeNotFound: 'Attendee not found',
    memberDisabled: 'Member is disabled.',
    invalidScanId: 'Must be a UUID.',
  },
  programs: {
    notFound: 'Program not found',
    alreadyExists: 'Program already exists',
    idMismatch: 'Id does not match the program being updated.',
  },
  eventCategories: {
    alreadyExists: 'Event category already exists',
  },
  venues: {
    addressLine1Required: 'Address line 1 is required.',
    countryRequired: 'Country is required.',
    provinceRequired: 'Province is required.',
    cityRequired: 'City is required.',
    postalCodeRequired: 'Postal code is required.',
    postalCodeUnknown: 'Postal code does not exist.',
    notFound: 'Venue not found',
  },
  reports: {
    fromRequired: 'From is required.',
    toRequired: 'To is required.',
    toBeforeFrom: 'To must not be before From.',
  },
  passwords: {
    currentRequired: 'Current password is required.',
    currentIncorrect: 'Current password is incorrect.',
    newRequired: 'New password is required.',
    minLength: 'New password must have at least 8 characters.',
    maxLength: 'New password must have at most 128 characters.',
    lowercase: 'New password must have at least one lowercase letter.',
    uppercase: 'New password must have at least one uppercase letter.',
    digit: 'New password must have at least one digit.',
    special: 'New password must have at least one special character.',
    confirmRequired: 'Confirm password is required.',
    mustMatch: 'Must match the new password.',
    ownOnly: 'You can only change your own password.',
    tooManyAttempts: 'Too many wrong passwords. Please try again later.',
  },
} as const;
