import { describe, expect, it } from 'vitest';
import { isLoopback, otherDeviceUrl } from './device-address.ts';

const page = (href: string) => new URL(href);
const ADDRESSES = ['https://192.168.1.10:3000', 'https://10.0.0.4:3000'];

describe('otherDeviceUrl', () => {
  it('gives the page itself when it was opened by a network name or address', () => {
    expect(otherDeviceUrl(page('https://192.168.1.10:3000/events/7/check-in'), [])).toBe('https://192.168.1.10:3000/events/7/check-in');
    expect(otherDeviceUrl(page('https://console.example-parish.org/events/7/check-in'), ADDRESSES)).toBe(
      'https://console.example-parish.org/events/7/check-in',
    );
  });

  it('on this machine, gives the first network address with the same path', () => {
    for (const href of [
      'http://localhost:3000/events/7/check-in',
      'http://127.0.0.1:3000/events/7/check-in',
      'http://[::1]:3000/events/7/check-in',
    ]) {
      expect(otherDeviceUrl(page(href), ADDRESSES)).toBe('https://192.168.1.10:3000/events/7/check-in');
    }
  });

  it('on this machine, gives nothing when the console listens on this machine only', () => {
    expect(otherDeviceUrl(page('http://localhost:3000/events/7/check-in'), [])).toBeNull();
  });
});

describe('isLoopback', () => {
  it('tells the machine itself from the network', () => {
    expect(['localhost', '127.0.0.1', '[::1]'].map(isLoopback)).toEqual([true, true, true]);
    expect(['192.168.1.10', 'console.example-parish.org', '[fd00::5]'].map(isLoopback)).toEqual([false, false, false]);
  });
});
