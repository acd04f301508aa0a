import { checkInMessages } from './messages.ts';

export type ScannerErrorKind = 'decode-timeout' | 'camera-not-found';

const MESSAGES: Record<ScannerErrorKind, string> = {
  'decode-timeout': checkInMessages.decodeTimeout,
  'camera-not-found': checkInMessages.cameraNotFound,
};

/**
 * A failure of the scanner itself, as opposed to a frame that holds no QR code (which is a
 * `null` decode and is never reported). `kind` lets the component branch without comparing text.
 */
export class ScannerError extends Error {
  override readonly name = 'ScannerError';

  constructor(readonly kind: ScannerErrorKind) {
    super(MESSAGES[kind]);
  }
}
