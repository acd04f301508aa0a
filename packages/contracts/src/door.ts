import { z } from 'zod';
import { careSchema } from './attendance.ts';
import { eventSchema } from './events.ts';

/** What the check-in log records: a check-in, its undoing, or a registration without one. */
export const CHECK_IN_ACTIONS = ['check-in', 'undo', 'register'] as const;
export type CheckInAction = (typeof CHECK_IN_ACTIONS)[number];

export const checkInEntrySchema = z.object({
  memberCode: z.number().int(),
  fullname: z.string(),
  at: z.string(),
  byCode: z.number().int().nullable(),
  byName: z.string().nullable(),
  station: z.string().nullable(),
  scanId: z.string().nullable(),
  action: z.enum(CHECK_IN_ACTIONS),
  /** A check-in that a later entry undid. */
  undone: z.boolean(),
});
export type CheckInEntry = z.infer<typeof checkInEntrySchema>;

export const checkInLogSchema = z.object({ totalCount: z.number().int(), checkIns: z.array(checkInEntrySchema) });
export type CheckInLog = z.infer<typeof checkInLogSchema>;

export const rosterAttendeeSchema = z.object({
  code: z.number().int(),
  fullname: z.string(),
  registered: z.boolean(),
  checkIn: z.boolean(),
  checkedInAt: z.string().nullable(),
  care: careSchema.nullable(),
});
export type RosterAttendee = z.infer<typeof rosterAttendeeSchema>;

/** Everything a station needs to go on checking people in while the network is down. */
export const rosterSchema = z.object({
  event: eventSchema,
  generatedAt: z.string(),
  attendees: z.array(rosterAttendeeSchema),
});
export type Roster = z.infer<typeof rosterSchema>;

/**
 * GET /door/addresses: the addresses (origins) at which phones on the network reach this console,
 * for the check-in screen's "open on another device" code when it is itself opened on localhost.
 */
export const doorAddressesSchema = z.object({ addresses: z.array(z.string()) });
export type DoorAddresses = z.infer<typeof doorAddressesSchema>;
