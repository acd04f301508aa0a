import { z } from 'zod';
import { careSchema } from './attendance.ts';
import { eventSchema } from './events.ts';
import { codeParam, flag, programIdList, requiredId, requiredText } from './fields.ts';
import { HOUSEHOLD_MEMBERS_MAX, HOUSEHOLD_ROLES, STATION_MAX_LENGTH } from './limits.ts';
import { messages, type MessageToken } from './messages.ts';
import { memberPickupSchema } from './pickups.ts';

/*
 * Stations, household check-in batches and their security codes (docs/api.md, "Stations, self
 * check-in and children's safety").
 */

const m = messages.stations;

/** A kiosk where families check themselves in, or a volunteer's tablet. */
export const STATION_MODES = ['self', 'manned'] as const;
export type StationMode = (typeof STATION_MODES)[number];

/** The label stock a station prints on: a Dymo roll, a Brother roll, a US Letter sheet of 30. */
export const LABEL_FORMATS = ['dymo-30252', 'brother-62x29', 'avery-5160'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

/**
 * The characters of security and enrolment codes: letters and digits that cannot be read as one
 * another on a label or said aloud (no B/8, I/1, O/0, S/5, Z/2). 26 of them, so a station's letter
 * (the first of its offline codes) is one of these too.
 */
export const SECURITY_CODE_ALPHABET = 'ACDEFGHJKLMNPQRTUVWXY34679';
/** A batch's security code as the server makes it, and as a station offline makes it (its letter first). */
export const SECURITY_CODE_LENGTH = 4;
export const OFFLINE_SECURITY_CODE_LENGTH = 5;
/** A new station's enrolment code: its length, and how long it can be used (once). */
export const ENROLMENT_CODE_LENGTH = 8;
export const ENROLMENT_CODE_TTL_MS = 15 * 60 * 1000;
/** A station's cookie lasts this long from its last use. */
export const STATION_SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** A station serves events in progress and those starting within this many minutes. */
export const STATION_EVENT_LEAD_MINUTES = 60;
/** Door searches one station may make in a minute: a family's phone takes one, guessing takes thousands. */
export const STATION_SEARCHES_PER_MINUTE = 30;
/** The programs a station can be limited to. */
export const STATION_PROGRAMS_MAX = 50;
/** Pairs of a member and an event in one household check-in. */
export const SELECTIONS_MAX = HOUSEHOLD_MEMBERS_MAX * 4;

export const stationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mode: z.enum(STATION_MODES),
  labelFormat: z.enum(LABEL_FORMATS),
  /** The programs whose events it serves; every program when empty. */
  programIds: z.array(z.number().int()),
  isEnabled: z.boolean(),
  /** ISO-8601 UTC instant of its last request, to the minute; null before it enrols. */
  lastSeenAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Station = z.infer<typeof stationSchema>;

const fields = {
  name: requiredText(messages.common.nameRequired, STATION_MAX_LENGTH),
  mode: z.enum(STATION_MODES, { error: m.modeInvalid }),
  labelFormat: z.enum(LABEL_FORMATS, { error: m.labelFormatInvalid }),
  programIds: programIdList(STATION_PROGRAMS_MAX),
};

/** POST /stations. */
export const stationInputSchema = z.strictObject({ ...fields, programIds: fields.programIds.default([]) });
export type StationInput = z.input<typeof stationInputSchema>;
export type StationWrite = z.output<typeof stationInputSchema>;

/** PATCH /stations/{id}: any of the fields, and whether it is enabled; at least one. */
export const stationPatchSchema = z
  .strictObject({
    name: fields.name.optional(),
    mode: fields.mode.optional(),
    labelFormat: fields.labelFormat.optional(),
    programIds: fields.programIds.optional(),
    isEnabled: flag().optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), messages.common.nothingToChange);
export type StationPatch = z.output<typeof stationPatchSchema>;

export const stationParamsSchema = z.object({ id: codeParam });

/** POST /stations and POST /stations/{id}/enrolment-code: the code is shown once. */
export const enrolmentSchema = z.object({
  station: stationSchema,
  enrolmentCode: z.string(),
  /** ISO-8601 UTC instant after which the code no longer enrols. */
  expiresAt: z.string(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const stationListSchema = z.object({ stations: z.array(stationSchema) });
export type StationList = z.infer<typeof stationListSchema>;

/** Codes are read without spaces or dashes, in capitals: "kq7m-a3xd" is what was printed as "KQ7MA3XD". */
function codeText(requiredMessage: MessageToken, max: number) {
  return z
    .string({ error: requiredMessage })
    .max(max * 4, messages.common.tooLong({ max: max * 4 }))
    .transform((text) => text.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().min(1, requiredMessage).max(max, messages.common.tooLong({ max })));
}

/** POST /stations/enrol. */
export const enrolSchema = z.strictObject({ enrolmentCode: codeText(m.enrolmentCodeRequired, ENROLMENT_CODE_LENGTH) });

/** POST /stations/enrol and GET /station: the station, its letter, and (GET) the events it serves now. */
export const stationSelfSchema = z.object({
  station: stationSchema.extend({ letter: z.string() }),
  events: z.array(eventSchema),
  /**
   * For a manned station: today's children checked in to its events by more than one batch (two
   * kiosks offline at once), each with every code that collects them. Empty for a self station.
   */
  doubleCheckIns: z.array(
    z.object({
      eventCode: z.number().int(),
      eventName: z.string(),
      memberCode: z.number().int(),
      fullname: z.string(),
      securityCodes: z.array(z.string()),
    }),
  ),
});
export type StationSelf = z.infer<typeof stationSelfSchema>;

const selectionSchema = z.strictObject({
  memberCode: requiredId(messages.common.codeRequired),
  eventCode: requiredId(messages.common.codeRequired),
});

/** A station's roster holds the last this many digits of each phone, which its kiosk's pad matches offline. */
export const PHONE_END_LENGTH = 4;

/** How far back a station's offline check-in may be sent: a day's network outage, not last week's. */
export const OFFLINE_BATCH_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** How far ahead of the server's clock a station's may run. */
export const OFFLINE_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** An offline code as a station makes it: its letter, then 4 characters of the alphabet. */
export const offlineCodePattern = new RegExp(`^[${SECURITY_CODE_ALPHABET}]{${OFFLINE_SECURITY_CODE_LENGTH}}$`);

/**
 * A check-in a station made while the network was down: the code it gave the family (its letter
 * first) and when. The server keeps both, and checks the events were served at that time.
 */
export const offlineBatchSchema = z.strictObject({
  securityCode: z.string({ error: m.offlineCodeInvalid }).regex(offlineCodePattern, m.offlineCodeInvalid),
  at: z.iso.datetime({ error: m.offlineAtInvalid }),
});
export type OfflineBatch = z.output<typeof offlineBatchSchema>;

/** POST /station/check-ins and POST /check-in-batches: chosen members of one household, each into an event. */
export const batchInputSchema = z.strictObject({
  /** Only from a station, for a check-in it made offline (the batch's id is then its scanId). */
  offline: offlineBatchSchema.optional(),
  scanId: z.uuid({ error: messages.attendance.invalidScanId }),
  householdId: requiredId(m.householdRequired),
  selections: z
    .array(selectionSchema, { error: messages.door.membersRequired })
    .min(1, messages.door.membersRequired)
    .max(SELECTIONS_MAX, m.tooManySelections({ max: SELECTIONS_MAX }))
    .refine(
      (selections) => new Set(selections.map((pick) => `${pick.memberCode}:${pick.eventCode}`)).size === selections.length,
      m.selectionTwice,
    ),
});
export type BatchInput = z.output<typeof batchInputSchema>;

export const batchResultSchema = z.object({
  memberCode: z.number().int(),
  eventCode: z.number().int(),
  alreadyCheckedIn: z.boolean(),
  care: careSchema.nullable(),
});
export const batchAnswerSchema = z.object({
  batchId: z.string(),
  securityCode: z.string(),
  results: z.array(batchResultSchema),
});
export type BatchAnswer = z.infer<typeof batchAnswerSchema>;

/**
 * GET /station/roster: what a station checks families in from while the network is down. A self
 * station sees no phone: a household carries the last 4 digits of its phones, which the kiosk's pad
 * matches, and its members' names, roles, ages and care (printed on their labels).
 */
export const stationRosterMemberSchema = z.object({
  code: z.number().int(),
  fullname: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(HOUSEHOLD_ROLES),
  /** Whole years on the roster's day; null without a birth date. */
  age: z.number().int().nullable(),
  /** The roster's events they are checked in to and not out of. */
  checkedIn: z.array(z.number().int()),
  care: careSchema.nullable(),
});
export type StationRosterMember = z.infer<typeof stationRosterMemberSchema>;
export const stationRosterHouseholdSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The last 4 digits of every phone of the household and of its members, without repeats. */
  phoneEnds: z.array(z.string()),
  /** Its enabled members: adults, then others, then children, each oldest first. */
  members: z.array(stationRosterMemberSchema),
});
export type StationRosterHousehold = z.infer<typeof stationRosterHouseholdSchema>;
export const stationRosterSchema = z.object({
  generatedAt: z.string(),
  /** Today in TIME_ZONE: the day of the codes and of the ages. */
  day: z.string(),
  /** Its programs' events not cancelled that have not ended and start before the day is out, by start. */
  events: z.array(eventSchema),
  /** The households its events are for (with an enabled member whose age fits one), by id. */
  households: z.array(stationRosterHouseholdSchema),
  /** The offline codes of this station the server has today: a new one must be none of them. */
  usedCodes: z.array(z.string()),
});
export type StationRoster = z.infer<typeof stationRosterSchema>;

export const batchParamsSchema = z.object({ batchId: z.uuid({ error: m.batchNotFound }) });

/** GET /check-in-batches/{batchId}/labels.pdf: the stock to print on; the station's own when left out. */
export const labelsQuerySchema = z.object({ format: z.enum(LABEL_FORMATS, { error: m.labelFormatInvalid }).optional() });

/** What a pickup tag's QR code holds: the batch and its security code, so that a scan finds both. */
export function pickupTagText(batchId: string, securityCode: string): string {
  return `${batchId}:${securityCode}`;
}

/** A pickup tag's QR code read back; undefined for anything else the camera sees. */
export function parsePickupTag(text: string): { batchId: string; securityCode: string } | undefined {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):([A-Z0-9]{4,5})$/.exec(text.trim());
  return match ? { batchId: match[1]!, securityCode: match[2]! } : undefined;
}

/** A security code as typed or scanned: 4 characters from the server, 5 from a station offline. */
const securityCodeSchema = codeText(m.securityCodeRequired, OFFLINE_SECURITY_CODE_LENGTH);

/** GET /events/{code}/pickups: the batch a pickup tag's code names at this event. */
export const pickupLookupQuerySchema = z.object({ securityCode: securityCodeSchema });

/** A child of a batch as the volunteer letting them go sees them: who may collect them, and who may not. */
export const pickupChildSchema = z.object({
  memberCode: z.number().int(),
  fullname: z.string(),
  checkIn: z.boolean(),
  checkedOutAt: z.string().nullable(),
  pickups: z.array(memberPickupSchema),
});
export const pickupBatchSchema = z.object({
  batchId: z.string(),
  securityCode: z.string(),
  children: z.array(pickupChildSchema),
});
export type PickupBatch = z.infer<typeof pickupBatchSchema>;

/** POST /events/{code}/check-outs: children collected with their batch's code. */
export const checkOutSchema = z.strictObject({
  securityCode: securityCodeSchema,
  memberCodes: z
    .array(requiredId(messages.common.codeRequired), { error: m.checkOutMembersRequired })
    .min(1, m.checkOutMembersRequired)
    .max(HOUSEHOLD_MEMBERS_MAX, messages.door.tooManyMembers({ max: HOUSEHOLD_MEMBERS_MAX }))
    .refine((codes) => new Set(codes).size === codes.length, messages.households.memberTwice),
  scanId: z.uuid({ error: messages.attendance.invalidScanId }),
});
export type CheckOutInput = z.output<typeof checkOutSchema>;

export const checkOutAnswerSchema = z.object({
  results: z.array(
    z.object({ memberCode: z.number().int(), fullname: z.string(), checkedOutAt: z.string(), pickups: z.array(memberPickupSchema) }),
  ),
});
export type CheckOutAnswer = z.infer<typeof checkOutAnswerSchema>;
