import { describe, expect, it } from 'vitest';
import { authorityUrl, localhostUrl } from './door-address.ts';

const page = (href: string) => new URL(href);

describe('authorityUrl', () => {
  it("is the page's host and port over plain HTTP", () => {
    expect(authorityUrl(page('http://192.168.1.10:3000/events/7/check-in'), 'ADDRESS')).toBe(
      'http://192.168.1.10:3000/console-authority.crt',
    );
  });

  it('names the address to type in place of a loopback name', () => {
    expect(authorityUrl(page('http://localhost:3000/events/7/check-in'), 'ADDRESS')).toBe('http://ADDRESS:3000/console-authority.crt');
    expect(authorityUrl(page('http://127.0.0.1/events/7/check-in'), 'DIRECCIÓN')).toBe('http://DIRECCIÓN/console-authority.crt');
  });
});

describe('localhostUrl', () => {
  it('keeps the port of the page', () => {
    expect(localhostUrl(page('http://192.168.1.10:3000/events/7/check-in'))).toBe('http://localhost:3000');
    expect(localhostUrl(page('http://console.local/events/7/check-in'))).toBe('http://localhost');
  });
});
