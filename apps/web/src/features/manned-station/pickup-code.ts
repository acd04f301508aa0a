import { OFFLINE_SECURITY_CODE_LENGTH, SECURITY_CODE_LENGTH } from '@console/contracts';

/** A code as the volunteer typed it, read as the server reads it: no spaces or dashes, in capitals. */
export function typedCode(text: string): string | undefined {
  const code = text.replace(/[\s-]/g, '').toUpperCase();
  return code.length >= SECURITY_CODE_LENGTH && code.length <= OFFLINE_SECURITY_CODE_LENGTH ? code : undefined;
}

/** What the volunteer asked for: a typed code, or a scanned tag that names its batch too. */
export interface PickupAsk {
  securityCode: string;
  batchId?: string;
}
