import type { ActorKind } from '@console/contracts';

/** Who makes a change, as the change record keeps it: the kind of caller, its id, its name then, and its address. */
export interface Actor {
  kind: ActorKind;
  /** A member's code, a station's or a token's id; null for the server itself. */
  id: number | null;
  name: string;
  ip: string | null;
}

/** The server itself: a command run on the machine (an import, a password set from the shell). */
export const SYSTEM_ACTOR: Actor = { kind: 'system', id: null, name: 'System', ip: null };
