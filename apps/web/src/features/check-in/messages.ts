/**
 * The check-in screen's texts (product spec, section 8). They are web-only, so they live here
 * rather than in `packages/contracts`, which holds what the server and the web app share.
 */
export const checkInMessages = {
  invalidQrCode: 'Invalid QR Code!',
  checked: 'Attendee checked successfully!',
  registeredAndChecked: 'Attendee registered and checked successfully!',
  notRegisteredTitle: 'Warning!',
  notRegisteredBody: 'Member not registered. Would you like to check in the user for this event?',
  confirmYes: 'Yes',
  confirmNo: 'No',
  cameraNotFound: 'Camera not found.',
  decodeTimeout: 'decode timeout',
} as const;
