import { describe, expect, it } from 'vitest';
import { messageCode, messageEntries } from './message-codes.ts';
import { messages } from './messages.ts';

describe('message codes', () => {
  it('gives each text one code: no two messages share a text', () => {
    const texts = messageEntries.map(([, text]) => text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('names a plain message by its key path', () => {
    expect(messageCode('This email is already in use.')).toEqual({ code: 'members.emailInUse' });
    expect(messageCode('Name is required.')).toEqual({ code: 'common.nameRequired' });
    expect(messageCode('Cross-site request refused.')).toEqual({ code: 'auth.crossSite' });
  });

  it('recognises a filled-in template and gives back its values', () => {
    expect(messages.common.tooLong({ max: 100 })).toBe('Must be at most 100 characters.');
    expect(messageCode('Must be at most 100 characters.')).toEqual({ code: 'common.tooLong', values: { max: '100' } });
  });

  it('has no code for a text that is not a shared message', () => {
    expect(messageCode('Body is not valid JSON')).toBeUndefined();
    expect(messageCode('Must be at most characters.')).toBeUndefined();
  });
});
