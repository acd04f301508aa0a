/*
 * Every user-facing message the server and the web app share, by its stable code. The English is
 * written once (englishMessages); `messages` is the same tree whose every leaf is the message's
 * code, its key path (`messages.members.emailInUse` is 'members.emailInUse'), so that schemas and
 * services spell a message as they always did and carry its code. A message with values is a
 * template: its leaf in `messages` fills them in and answers one token, `code?name=value&…`,
 * because a zod issue carries nothing but a string. This module has no zod, so the sign-in screen
 * loads it without the schemas (docs/decisions/014-error-codes.md).
 */

/** A message with values, e.g. 'Must be at most {{max}} characters.'. */
export interface Template<Name extends string> {
  readonly template: string;
  /** The values it names, in the order the text names them. */
  readonly names: readonly Name[];
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

export function template<Name extends string>(text: string): Template<Name> {
  return { template: text, names: [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] as Name))] };
}

export const englishMessages = {
  auth: {
    wrongCredentials: 'Wrong email or password.',
    notSignedIn: 'Not signed in.',
    forbidden: 'You do not have permission to do this.',
    tooManyAttempts: 'Too many failed sign-in attempts. Please try again later.',
    crossSite: 'Cross-site request refused.',
    passwordRequired: 'Password is required.',
  },
  common: {
    invalidInput: 'Invalid input.',
    controlCharacters: 'Must not contain control characters.',
    nestedTooDeep: 'Nested too deeply.',
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
    invalidDateTime: 'Must be a UTC date and time written YYYY-MM-DD HH:mm:ss.',
    notText: 'Must be text.',
    notNumber: 'Must be a number.',
    notWholeNumber: 'Must be a whole number.',
    notPositive: 'Must be a positive number.',
    notBoolean: 'Must be true or false.',
    tooLarge: template<'max'>('Must be at most {{max}}.'),
    tooSmall: template<'min'>('Must be {{min}} or more.'),
    codeRequired: 'Code is required.',
    statusOneOf: template<'allowed'>('Status must be one of {{allowed}}.'),
    oneOf: template<'allowed'>('Must be one of {{allowed}}.'),
    nothingToChange: 'Send at least one field to change.',
    programsNotList: 'Programs must be a list.',
    tooManyPrograms: template<'max'>('At most {{max}} programs.'),
    programTwice: 'A program is listed twice.',
    programIdUnknown: template<'id'>('Program {{id}} does not exist.'),
    phonesInvalid: 'Must be phone numbers: digits with + ( ) - . or spaces, several separated by commas.',
  },
  /** Refusals of the request itself, before any route reads it (Fastify's own, by their error code). */
  requests: {
    emptyJsonBody: "Body cannot be empty when content-type is set to 'application/json'",
    invalidJson: "Body is not valid JSON but content-type is set to 'application/json'",
    unsupportedMediaType: 'Unsupported Media Type',
    contentLengthMismatch: 'Request body size did not match Content-Length',
    unsupportedEncoding: template<'encoding'>('Unsupported Content-Encoding: {{encoding}}'),
    undecodableBody: 'Could not decompress the request payload using the provided encoding',
  },
  paging: {
    pageNotNumber: 'Page must be a number.',
    pageTooSmall: 'Page must be 1 or more.',
    sizeNotNumber: 'Size must be a number.',
    sizeOneOf: template<'allowed'>('Size must be one of {{allowed}}.'),
    sortOneOf: template<'allowed'>('Sort must be one of {{allowed}}.'),
    directionInvalid: 'Direction must be asc or desc.',
    searchTooLong: template<'max'>('Search must be at most {{max}} characters.'),
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
    emailRequiredToSignIn: 'Email is required for Administrators and Coordinators.',
    emailRequiredWithPassword: 'Email is required for a member with a password.',
    passwordNeedsEmail: 'A member without an email cannot be given a password.',
    genderInvalid: 'Gender must be Male or Female.',
    birthDateInFuture: 'Birth date cannot be in the future.',
    codeMismatch: 'Code does not match the member being updated.',
    cannotDisableSelf: 'You cannot disable yourself.',
    lastAdministrator: 'The last enabled Administrator must stay an enabled Administrator.',
    coordinatorCannotGrantAdmin: 'Only an Administrator can give the Administrator role.',
    coordinatorCannotChangeAdmin: 'Only an Administrator can change an Administrator.',
    mergeIntoRequired: 'Choose the member to keep.',
    mergeIntoItself: 'A member cannot be merged into itself.',
    mergeIntoDisabled: 'The member to keep must be enabled.',
    mergeDisabled: 'This member is disabled already.',
    pickupsNotList: 'Pickups must be a list.',
    tooManyPickups: template<'max'>('A member can have at most {{max}} pickups.'),
    pickupNoteRequired: 'Say why this person may not collect them.',
    eraseConfirmRequired: "Type the member's full name to erase them.",
    eraseConfirmMismatch: "This is not the member's full name.",
    cannotEraseSelf: 'You cannot erase yourself.',
    lastAdministratorErased: 'The last enabled Administrator cannot be erased.',
    cardsPaperInvalid: 'Paper must be a4 or letter.',
    tooManyCards: template<'count' | 'max'>(
      'The list shows {{count}} members; at most {{max}} cards print at once. Narrow it with a search or a filter.',
    ),
  },
  imports: {
    notCsv: template<'line'>('The file is not valid CSV (line {{line}}).'),
    noHeader: 'The file has no header row.',
    csvOnly: 'Send the file as text/csv.',
    notUtf8: 'The file is not UTF-8 text; save it as CSV UTF-8.',
    tooManyRows: template<'max'>('A file can hold at most {{max}} members.'),
    tooManyLines: template<'max'>('A file can hold at most {{max}} lines, empty ones included.'),
    tooManyColumns: template<'max'>('A file can have at most {{max}} columns.'),
    cellTooLong: template<'row' | 'max'>('A cell in row {{row}} is longer than {{max}} characters.'),
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
    agesReversed: 'Ages to must not be below ages from.',
  },
  eventSeries: {
    notFound: 'Series not found',
    weekdaysRequired: 'Choose at least one day of the week.',
    startNotOnWeekday: "The first event's day must be one of the chosen days.",
    monthlyByRequired: 'Choose the day of the month or the weekday.',
    endRequired: 'Choose an end date or a number of events.',
    endTwice: 'Choose an end date or a number of events, not both.',
    untilBeforeStart: 'The end date must not be before the first event.',
    tooManyEvents: template<'max'>('A series makes at most {{max}} events. Choose an earlier end date or fewer events.'),
  },
  attendance: {
    attendeeNotFound: 'Attendee not found',
    memberDisabled: 'Member is disabled.',
    invalidScanId: 'Must be a UUID.',
    tooManyLiveStreams: template<'max'>('At most {{max}} live streams may be open in one session. Close one and try again.'),
  },
  door: {
    searchRequired: 'Type a phone number or a name.',
    membersRequired: 'Choose at least one person to check in.',
    tooManyMembers: template<'max'>('At most {{max}} people can be checked in at once.'),
    memberUnknown: template<'code'>('No member has the code {{code}}.'),
    memberDisabled: template<'names'>('Disabled, so not checked in: {{names}}.'),
    notRegistered: template<'names'>('Not registered for this event: {{names}}.'),
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
    websiteInvalid: 'Website must be an http:// or https:// address with a domain, such as https://stjoseph.org.',
    notFound: 'Venue not found',
  },
  stations: {
    notFound: 'Station not found',
    modeInvalid: 'Mode must be self or manned.',
    labelFormatInvalid: 'Label format must be dymo-30252, brother-62x29 or avery-5160.',
    full: template<'max'>('There can be at most {{max}} stations. Delete one you no longer use.'),
    enrolmentCodeRequired: 'Type the enrolment code.',
    enrolmentCodeWrong: 'This code is not valid or has expired.',
    stationOnly: 'Only a station can do this.',
    tooManySearches: 'Too many searches from this station. Please wait a minute.',
    eventNotServed: template<'code'>('This station does not check people in to event {{code}}.'),
    householdRequired: 'Household is required.',
    tooManySelections: template<'max'>('At most {{max}} check-ins at once.'),
    selectionTwice: 'A person is chosen twice for the same event.',
    notInHousehold: template<'names'>('Not in this household: {{names}}.'),
    batchNotFound: 'Check-in not found',
    codeMismatch: 'This code does not match.',
    securityCodeRequired: 'Type the code on the pickup tag.',
    checkOutMembersRequired: 'Choose at least one child to check out.',
    notCheckedIn: template<'names'>('Not checked in, so not checked out: {{names}}.'),
    offlineStationOnly: 'Only a station checks in offline.',
    offlineCodeInvalid: "An offline code is 5 characters of the codes' alphabet.",
    offlineCodeNotYours: template<'letter'>("This station's offline codes start with {{letter}}."),
    offlineAtInvalid: 'The time of an offline check-in must be within the last day, not in the future.',
    offlineCodeTaken: 'This offline code is already used today by another check-in.',
  },
  calendar: {
    notFound: 'Calendar feed not found',
  },
  households: {
    notFound: 'Household not found',
    memberRoleInvalid: 'Role must be adult, child or other.',
    memberTwice: 'A member is listed twice.',
    memberUnknown: template<'code'>('Member {{code}} does not exist.'),
    householdUnknown: template<'id'>('Household {{id}} does not exist.'),
    memberDisabled: template<'code'>('Member {{code}} is disabled.'),
    tooManyMembers: template<'max'>('A household can have at most {{max}} members.'),
    primaryContactNotAdult: 'The primary contact must be one of the adults of the household.',
  },
  reports: {
    fromRequired: 'From is required.',
    toRequired: 'To is required.',
    toBeforeFrom: 'To must not be before From.',
    periodTooLong: template<'max'>('The period must be at most {{max}} years.'),
    weeksNotWholeNumber: 'Weeks must be a whole number.',
    weeksTooSmall: 'Weeks must be 1 or more.',
    weeksTooLarge: template<'max'>('Weeks must be at most {{max}}.'),
    minEventsNotWholeNumber: 'Minimum events must be a whole number.',
    minEventsTooSmall: 'Minimum events must be 1 or more.',
    minEventsTooLarge: template<'max'>('Minimum events must be at most {{max}}.'),
  },
  audit: {
    kindAndIdInvalid: template<'kinds'>('Write it as kind:id, the kind one of {{kinds}}.'),
    actionUnknown: 'Unknown action.',
  },
  apiTokens: {
    notFound: 'API token not found',
    scopesRequired: 'Choose at least one scope.',
    scopeUnknown: template<'allowed'>('Scopes must be among {{allowed}}.'),
    scopeTwice: 'A scope is listed twice.',
    expiresAtInvalid: 'Expires must be a date.',
    expiresAtPast: 'Expires must be in the future.',
    full: template<'max'>('There can be at most {{max}} API tokens. Revoke one you no longer use.'),
    outsideScopes: 'This token may not do this.',
  },
  webhooks: {
    notFound: 'Webhook not found',
    deliveryNotFound: 'Delivery not found',
    urlRequired: 'Address is required.',
    urlInvalid: 'Address must be an http:// or https:// address.',
    urlUnresolved: "The address's host name could not be found.",
    urlPrivate: 'The address is on a private, loopback or link-local network.',
    eventsRequired: 'Choose at least one event type.',
    eventUnknown: template<'allowed'>('Event types must be among {{allowed}}.'),
    eventTwice: 'An event type is listed twice.',
    full: template<'max'>('There can be at most {{max}} webhooks. Delete one you no longer use.'),
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

type Tree = { readonly [key: string]: string | Template<string> | Tree };

type Codes<T, Prefix extends string> = {
  readonly [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends Template<infer Name>
      ? (values: Record<Name, string | number>) => `${Prefix}${K}?${string}`
      : Codes<T[K], `${Prefix}${K}.`>;
};

type CodesOf<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string | Template<string> ? `${Prefix}${K}` : CodesOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type TemplateCodesOf<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends Template<string>
      ? `${Prefix}${K}`
      : TemplateCodesOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every message's code: its key path in `messages`. */
export type MessageCode = CodesOf<typeof englishMessages, ''>;

/** What a message travels as inside the server and in a zod issue: its code, and a template's values after `?`. */
export type MessageToken = MessageCode | `${TemplateCodesOf<typeof englishMessages, ''>}?${string}`;

/** A message as the API sends it beside the English: the code, and a template's values. */
export interface CodedMessage {
  code: MessageCode;
  values?: Record<string, string>;
}

function isTemplate(value: unknown): value is Template<string> {
  return typeof value === 'object' && value !== null && 'template' in value;
}

const textByCode = new Map<string, string | Template<string>>();

function collect(tree: Tree, prefix: string) {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string' || isTemplate(value)) textByCode.set(prefix + key, value);
    else collect(value, `${prefix}${key}.`);
  }
}
collect(englishMessages, '');

/** Every message as `[code, English text or template]`, in the order `englishMessages` declares them. */
export const messageEntries: readonly [MessageCode, string][] = [...textByCode].map(([code, text]) => [
  code as MessageCode,
  typeof text === 'string' ? text : text.template,
]);

/** A message's token: the code alone, or `code?name=value&…` for a template's values. */
export function messageToken(code: MessageCode, values?: Record<string, string | number>): MessageToken {
  if (!values) return code;
  const query = new URLSearchParams(Object.entries(values).map(([name, value]): [string, string] => [name, String(value)]));
  return `${code}?${query}` as MessageToken;
}

function codesOf(tree: Tree, prefix: string): unknown {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => {
      const code = (prefix + key) as MessageCode;
      if (typeof value === 'string') return [key, code];
      if (isTemplate(value)) return [key, (values: Record<string, string | number>) => messageToken(code, values)];
      return [key, codesOf(value, `${code}.`)];
    }),
  );
}

/** The messages by code: `messages.members.emailInUse` is 'members.emailInUse'; a template's leaf fills in its values. */
export const messages = codesOf(englishMessages, '') as Codes<typeof englishMessages, ''>;

/**
 * The message a token names, or undefined when it names none: an unknown code, values on a plain
 * message, or a template's values missing or extra.
 */
export function parseMessage(token: string): CodedMessage | undefined {
  const at = token.indexOf('?');
  const code = at < 0 ? token : token.slice(0, at);
  const text = textByCode.get(code);
  if (text === undefined) return undefined;
  const names = typeof text === 'string' ? [] : text.names;
  const values = at < 0 ? [] : [...new URLSearchParams(token.slice(at + 1))];
  const given = values.map(([name]) => name);
  if (given.length !== names.length || names.some((name) => !given.includes(name))) return undefined;
  return names.length === 0 ? { code: code as MessageCode } : { code: code as MessageCode, values: Object.fromEntries(values) };
}

/** A message's English text, its values filled in. */
export function englishText({ code, values = {} }: CodedMessage): string {
  const text = textByCode.get(code);
  if (text === undefined) throw new Error(`No message has the code ${code}`);
  if (typeof text === 'string') return text;
  return text.template.replace(PLACEHOLDER, (placeholder, name: string) => values[name] ?? placeholder);
}
