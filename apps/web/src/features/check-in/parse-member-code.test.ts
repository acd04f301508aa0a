import { describe, expect, it } from 'vitest';
import { checkInMessages } from './messages.ts';
import { looksLikeName, parseMemberCode } from './parse-member-code.ts';

describe('parseMemberCode', () => {
  it.each([
    ['42', 42],
    [' 7 ', 7],
    ['\n12\t', 12],
    ['0', 0],
    ['007', 7],
    [String(Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER],
  ])('accepts %j as %d', (text, memberCode) => {
    expect(parseMemberCode(text)).toEqual({ ok: true, memberCode });
  });

  it.each(['-1', '+1', '1.5', '1.', '1e3', '0x10', 'abc', '', '   ', '42a', '4 2', '٣', '１', '9007199254740992', 'Infinity'])(
    'refuses %j as an invalid QR code',
    (text) => {
      expect(parseMemberCode(text)).toEqual({ ok: false, message: checkInMessages.invalidQrCode });
    },
  );

  it('says "Invalid QR Code!"', () => {
    expect(checkInMessages.invalidQrCode).toBe('Invalid QR Code!');
  });
});

describe('looksLikeName', () => {
  it('takes text with a letter of any script for a name', () => {
    expect(['Ana', 'josé', 'Ana 42', 'Алла', '李'].map(looksLikeName)).toEqual([true, true, true, true, true]);
  });

  it("does not take digits, signs or other scripts' digits for a name", () => {
    expect(['42', ' 42 ', '4-2', '+7', '٣', ''].map(looksLikeName)).toEqual([false, false, false, false, false, false]);
  });
});
