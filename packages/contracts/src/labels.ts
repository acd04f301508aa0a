/**
 * What a batch's labels print (docs/api.md, "Labels"): the server's PDF and a
 * station's print page lay out the same sheet, each filled from what it holds.
 */

/** One child in one event: the label stuck on the child. */
export interface NameLabel {
  firstName: string;
  lastName: string;
  eventName: string;
  /** Printed as "ALLERGIES: …" when present. */
  allergies: string | null;
  /** Printed as "CARE: …" when present. */
  care: string | null;
}

/** The adult's tag: shown, or scanned, to collect the children. */
export interface PickupTag {
  childrenFirstNames: string[];
  /** What the QR code holds: the batch and its code. */
  qrText: string;
}

export interface LabelSheet {
  securityCode: string;
  /** The day as printed, e.g. '2026-11-29'. */
  date: string;
  nameLabels: NameLabel[];
  pickupTag: PickupTag | null;
}
