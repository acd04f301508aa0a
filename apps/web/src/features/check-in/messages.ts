import { i18n } from '../../lib/i18n/index.ts';

/**
 * The check-in screen's texts (docs/product.md §6), read from the catalog when shown so they
 * follow the language in force. They are web-only, so they live here rather than in
 * `packages/contracts`, which holds what the server and the web app share.
 */
export const checkInMessages = {
  get invalidQrCode() {
    return i18n.t('checkIn.invalidQrCode');
  },
  get checked() {
    return i18n.t('checkIn.checked');
  },
  get registeredAndChecked() {
    return i18n.t('checkIn.registeredAndChecked');
  },
  get notRegisteredTitle() {
    return i18n.t('checkIn.notRegisteredTitle');
  },
  notRegisteredBody(name: string) {
    return i18n.t('checkIn.notRegisteredBody', { name });
  },
  get confirmYes() {
    return i18n.t('common.yes');
  },
  get confirmNo() {
    return i18n.t('common.no');
  },
  get cameraNotFound() {
    return i18n.t('checkIn.cameraNotFound');
  },
  /** Not shown: the scanner's own log text. */
  decodeTimeout: 'decode timeout',
};
