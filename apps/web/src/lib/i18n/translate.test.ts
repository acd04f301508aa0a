import { afterEach, describe, expect, it } from 'vitest';
import { i18n, preferredLanguage, setLanguage } from './index.ts';
import { messages } from '@console/contracts';
import { translateApiMessage, translateToken } from './translate.ts';

afterEach(() => setLanguage('en', false));

describe('translating messages', () => {
  it('shows a message token, a filled-in template and a web rule key in the language chosen', async () => {
    await setLanguage('es');
    expect(translateToken(messages.members.emailInUse)).toBe('Este correo electrónico ya está en uso.');
    expect(translateToken(messages.common.tooLong({ max: 50 }))).toBe('Debe tener como máximo 50 caracteres.');
    expect(translateToken(messages.paging.sortOneOf({ allowed: 'code, name' }))).toBe('El orden debe ser uno de: code, name.');
    expect(translateToken('passwords.standaloneDigit')).toBe('La contraseña debe tener al menos un dígito.');
    expect(document.documentElement.lang).toBe('es');
  });

  it('shows a token in English from the contracts', () => {
    expect(translateToken(messages.members.emailInUse)).toBe('This email is already in use.');
    expect(translateToken(messages.imports.emailRepeated({ row: 7 }))).toBe('This email is also in row 7.');
  });

  it('finds nothing from an English text: it is shown as it came', async () => {
    await setLanguage('es');
    expect(translateToken('This email is already in use.')).toBe('This email is already in use.');
  });

  it('translates a server answer from its code, whatever its English text', async () => {
    await setLanguage('es');
    expect(translateApiMessage({ message: 'anything', code: 'auth.tooManyAttempts' })).toBe(
      'Demasiados intentos fallidos de inicio de sesión. Inténtelo más tarde.',
    );
    expect(translateApiMessage({ message: 'Must be at most 7 characters.', code: 'common.tooLong', values: { max: '7' } })).toBe(
      'Debe tener como máximo 7 caracteres.',
    );
    expect(
      translateApiMessage({
        message: "Body is not valid JSON but content-type is set to 'application/json'",
        code: 'requests.invalidJson',
      }),
    ).toBe("El cuerpo no es JSON válido, aunque el content-type es 'application/json'.");
  });

  it('keeps the English of an answer whose code this build does not know, or that has none', async () => {
    await setLanguage('es');
    expect(translateApiMessage({ message: 'Members are asleep.', code: 'members.asleep' })).toBe('Members are asleep.');
    expect(translateApiMessage({ message: 'Network error' })).toBe('Network error');
  });

  it('formats the numbers in a text for the language shown', async () => {
    expect(i18n.t('attendance.registered', { count: 12345 })).toBe('Registered: 12,345');
    await setLanguage('es');
    expect(i18n.t('attendance.registered', { count: 12345 })).toBe('Inscritos: 12.345');
    expect(i18n.t('attendance.done.register', { count: 1 })).toBe('1 asistente inscrito.');
    expect(i18n.t('attendance.done.register', { count: 2 })).toBe('2 asistentes inscritos.');
  });

  it('remembers the choice on this browser, and otherwise follows the browser', async () => {
    expect(preferredLanguage()).toBe('en');
    await setLanguage('es');
    expect(localStorage.getItem('console.language')).toBe('es');
    expect(preferredLanguage()).toBe('es');
  });
});
