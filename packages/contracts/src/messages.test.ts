import { describe, expect, it } from 'vitest';
import { englishMessages, englishText, messageEntries, messageToken, messages, parseMessage } from './messages.ts';

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

describe('message codes', () => {
  it('names each message by its key path', () => {
    const emailInUse: 'members.emailInUse' = messages.members.emailInUse;
    expect(emailInUse).toBe('members.emailInUse');
    expect(messages.auth.crossSite).toBe('auth.crossSite');
    expect(messages.common.tooLong({ max: 100 })).toBe('common.tooLong?max=100');
  });

  it('has one code for every message, each with an English text', () => {
    const codes = messageEntries.map(([code]) => code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toContain('requests.invalidJson');
    for (const [code, text] of messageEntries) expect(text.trim(), code).not.toBe('');
  });

  it('gives no two messages the same text', () => {
    const texts = messageEntries.map(([, text]) => text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('fills in every value a template names, and only templates have values', () => {
    for (const [code, text] of messageEntries) {
      const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
      const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
      const token = messageToken(code, names.length > 0 ? values : undefined);
      const parsed = parseMessage(token);
      expect(parsed, code).toEqual(names.length > 0 ? { code, values } : { code });
      const english = englishText(parsed!);
      expect(english, code).not.toMatch(/\{\{|\}\}/);
      for (const name of names) expect(english, code).toContain(`<${name}>`);
    }
  });

  it('gives a message its English text', () => {
    expect(englishText({ code: 'members.emailInUse' })).toBe('This email is already in use.');
    expect(englishText(parseMessage(messages.common.tooLong({ max: 100 }))!)).toBe('Must be at most 100 characters.');
    expect(englishText(parseMessage(messages.imports.tooManyRows({ max: '50,000' }))!)).toBe('A file can hold at most 50,000 members.');
    expect(englishMessages.members.emailInUse).toBe('This email is already in use.');
  });
});

describe('message tokens', () => {
  it.each([
    ['a & b', 'a & b'],
    ['x=y', 'x=y'],
    ['two  spaces ', 'two  spaces '],
    ['Ñandú, José & Zoë = ½', 'Ñandú, José & Zoë = ½'],
    ['?max=1&max=2', '?max=1&max=2'],
    ['100%', '100%'],
    ['+1', '+1'],
  ])('carries the value %j through a token unchanged', (value, expected) => {
    const token = messages.common.tooLong({ max: value });
    expect(parseMessage(token)).toEqual({ code: 'common.tooLong', values: { max: expected } });
    expect(englishText(parseMessage(token)!)).toBe(`Must be at most ${expected} characters.`);
  });

  it.each([
    ['an unknown code', 'members.nickname'],
    ['a section', 'members'],
    ['English text', 'This email is already in use.'],
    ['the empty text', ''],
    ['values on a plain message', 'members.emailInUse?max=1'],
    ['a template without its values', 'common.tooLong'],
    ['a template with another value', 'common.tooLong?min=1'],
    ['a template with an extra value', 'common.tooLong?max=1&min=2'],
    ['a template with its value twice', 'common.tooLong?max=1&max=2'],
    ['a prototype key', '__proto__'],
    ['an inherited key', 'constructor'],
  ])('refuses %s', (_, token) => {
    expect(parseMessage(token)).toBeUndefined();
  });
});
