import type { UseFormSetError } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { applyServerErrors } from './apply-server-errors.ts';

interface Values {
  email: string;
  lastName: string;
  phones: string;
}

const refusal = (body: ConstructorParameters<typeof ApiError>[1]) => new ApiError(400, body);

describe('applyServerErrors', () => {
  it("puts each field's messages on it as their tokens, and focuses the first", () => {
    const setError = vi.fn<UseFormSetError<Values>>();
    const error = refusal({
      message: 'Invalid input.',
      code: 'common.invalidInput',
      errors: { email: ['This email is already in use.'], lastName: ['Last name is required.', 'Must be at most 100 characters.'] },
      errorCodes: {
        email: [{ code: 'members.emailInUse' }],
        lastName: [{ code: 'members.lastNameRequired' }, { code: 'common.tooLong', values: { max: '100' } }],
      },
    });
    expect(applyServerErrors<Values>(error, setError, ['email', 'lastName', 'phones'])).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'members.emailInUse', types: { server: ['members.emailInUse'] } }, { shouldFocus: true }],
      [
        'lastName',
        {
          type: 'server',
          message: 'members.lastNameRequired',
          types: { server: ['members.lastNameRequired', 'common.tooLong?max=100'] },
        },
        { shouldFocus: false },
      ],
    ]);
  });

  it('keeps the English of a code this build does not know', () => {
    const setError = vi.fn<UseFormSetError<Values>>();
    const error = refusal({
      message: 'Invalid input.',
      code: 'common.invalidInput',
      errors: { phones: ['Phones must be dialable.'] },
      errorCodes: { phones: [{ code: 'members.phonesUndialable' }] },
    });
    expect(applyServerErrors<Values>(error, setError, ['phones'])).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'phones',
      { type: 'server', message: 'Phones must be dialable.', types: { server: ['Phones must be dialable.'] } },
      { shouldFocus: true },
    );
  });

  it("shows nothing for a 5xx or an error that is not the API's", () => {
    const setError = vi.fn<UseFormSetError<Values>>();
    expect(
      applyServerErrors<Values>(new ApiError(500, { message: 'Internal server error', code: 'common.internalError' }), setError, ['email']),
    ).toBe(false);
    expect(applyServerErrors<Values>(new TypeError('Failed to fetch'), setError, ['email'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
