import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.ts';

const origin = 'http://console.example';

describe('safeReturnTo', () => {
  it.each([
    ['/members?page=2&sort=email', '/members?page=2&sort=email'],
    ['/events/5#attendance', '/events/5#attendance'],
    ['/', '/'],
  ])('keeps the path inside the console %s', (value, expected) => {
    expect(safeReturnTo(value, origin)).toBe(expected);
  });

  it.each([
    ['another site by scheme', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/members'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a backslash after the slash', '/\\/evil.example'],
    ['a tab the URL parser drops', '/\t/evil.example'],
    ['a line break the URL parser drops', '/\n/evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['the sign-in page itself', '/login?returnTo=/members'],
    ['nothing', null],
    ['a relative path', 'members'],
  ])('refuses %s and goes home', (_label, value) => {
    expect(safeReturnTo(value, origin)).toBe('/');
  });
});
