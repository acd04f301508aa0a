import { afterEach, describe, expect, it } from 'vitest';
import { i18n, preferredLanguage, setLanguage } from './index.ts';
import { translateApiMessage, translateMessage } from './translate.ts';

afterEach(() => setLanguage('en', false));

describe('translating messages', () => {
  it('shows a shared message, a web rule key and a filled-in template in the language chosen', async () => {
    await setLanguage('es');
    expect(translateMessage('This email is already in use.')).toBe('Este correo electrónico ya está en uso.');
    expect(translateMessage('Must be at most 50 characters.')).toBe('Debe tener como máximo 50 caracteres.');
    expect(translateMessage('passwords.standaloneDigit')).toBe('La contraseña debe tener al menos un dígito.');
    expect(document.documentElement.lang).toBe('es');
  });

  it('translates a server answer from its code, whatever its English text', async () => {
    await setLanguage('es');
    expect(translateApiMessage({ message: 'anything', code: 'auth.tooManyAttempts' })).toBe(
      'Demasiados intentos fallidos de inicio de sesión. Inténtelo más tarde.',
    );
    expect(translateApiMessage({ message: 'Must be at most 7 characters.', code: 'common.tooLong', values: { max: '7' } })).toBe(
      'Debe tener como máximo 7 caracteres.',
    );
  });

  it('leaves a text with no code as it came', async () => {
    await setLanguage('es');
    expect(translateMessage('Body is not valid JSON')).toBe('Body is not valid JSON');
    expect(translateApiMessage({ message: 'Body is not valid JSON' })).toBe('Body is not valid JSON');
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
