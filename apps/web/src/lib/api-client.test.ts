import { describe, expect, it } from 'vitest';
import { stubApi } from '../test/stub-api.ts';
import { ApiError, apiFetch, exportUrl, isNetworkFailure } from './api-client.ts';

describe('exportUrl', () => {
  it("keeps the list's filters, search and sort and drops its paging", () => {
    expect(
      exportUrl('/members', { page: 3, size: 20, sort: 'email', direction: 'desc', search: 'ana pérez', role: ['2', '3'], status: [] }),
    ).toBe('/api/members/export?sort=email&direction=desc&search=ana+p%C3%A9rez&role=2&role=3');
  });

  it('answers the bare export when the list has no query', () => {
    expect(exportUrl('/events/7/attendees', {})).toBe('/api/events/7/attendees/export');
  });
});

describe('ApiError', () => {
  const fieldsOf = (error: ApiError) => ({
    status: error.status,
    message: error.message,
    code: error.code,
    values: error.values,
    errors: error.errors,
    errorCodes: error.errorCodes,
  });

  it("keeps a refusal's code, values and each field's codes beside the English", async () => {
    stubApi(() => ({
      status: 400,
      body: {
        message: 'Invalid input.',
        code: 'common.invalidInput',
        errors: { lastName: ['Must be at most 100 characters.'] },
        errorCodes: { lastName: [{ code: 'common.tooLong', values: { max: '100' } }] },
      },
    }));
    const error: unknown = await apiFetch('/members', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(fieldsOf(error as ApiError)).toEqual({
      status: 400,
      message: 'Invalid input.',
      code: 'common.invalidInput',
      values: undefined,
      errors: { lastName: ['Must be at most 100 characters.'] },
      errorCodes: { lastName: [{ code: 'common.tooLong', values: { max: '100' } }] },
    });
  });

  it("keeps a message's values", async () => {
    stubApi(() => ({
      status: 413,
      body: { message: 'The file is larger than 32 MiB.', code: 'imports.fileTooLarge', values: { max: '32' } },
    }));
    const error = (await apiFetch('/members/import', { method: 'POST', body: 'x' }).catch((caught: unknown) => caught)) as ApiError;
    expect([error.code, error.values]).toEqual(['imports.fileTooLarge', { max: '32' }]);
  });

  it("has no code when the answer is not the API's (a proxy's page)", async () => {
    stubApi(() => ({ status: 502 }));
    const error = (await apiFetch('/members').catch((caught: unknown) => caught)) as ApiError;
    expect(fieldsOf(error)).toEqual({ status: 502, message: '', code: undefined, values: undefined, errors: {}, errorCodes: {} });
  });
});

describe('isNetworkFailure', () => {
  it('is a call with no answer (fetch threw) or one given up on (a timeout), not an answer nor a call cancelled', async () => {
    // What fetch rejects with when its signal times out: the signal's reason.
    const signal = AbortSignal.timeout(0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(signal.aborted).toBe(true);
    expect(isNetworkFailure(signal.reason)).toBe(true);
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new DOMException('The operation was aborted.', 'AbortError'))).toBe(false);
    expect(isNetworkFailure(new ApiError(503, { message: 'Service Unavailable' }))).toBe(false);
  });
});
