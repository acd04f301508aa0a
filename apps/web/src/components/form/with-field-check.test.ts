import type { Resolver, ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@console/contracts';
import { withFieldCheck } from './with-field-check.ts';

interface Values {
  email: string;
  name: string;
}

const passing: Resolver<Values> = async (values) => ({ values, errors: {} });
const options = (names: (keyof Values)[]) => ({ names, fields: {}, shouldUseNativeValidation: false }) as ResolverOptions<Values>;
const values = { email: 'a@b.org', name: 'Ana' };

describe('withFieldCheck', () => {
  it('runs the check when its field is validated and reports the message', async () => {
    const check = vi.fn(async () => messages.members.emailInUse);
    const result = await withFieldCheck(passing, 'email', check)(values, undefined, options(['email']));
    expect(check).toHaveBeenCalledWith(values);
    expect(result.errors).toEqual({ email: { type: 'server', message: 'members.emailInUse' } });
  });

  it('does not run for another field', async () => {
    const check = vi.fn(async () => 'taken');
    const result = await withFieldCheck(passing, 'email', check)(values, undefined, options(['name']));
    expect(check).not.toHaveBeenCalled();
    expect(result.errors).toEqual({});
  });

  it('does not run while the schema already refuses the field', async () => {
    const failing: Resolver<Values> = async () => ({
      values: {},
      errors: { email: { type: 'invalid_format', message: messages.members.emailInvalid } },
    });
    const check = vi.fn(async () => 'taken');
    const result = await withFieldCheck(failing, 'email', check)(values, undefined, options(['email', 'name']));
    expect(check).not.toHaveBeenCalled();
    expect(result.errors.email?.message).toBe('members.emailInvalid');
  });

  it('lets the value through when the check cannot answer', async () => {
    const check = vi.fn(async () => {
      throw new Error('offline');
    });
    const result = await withFieldCheck(passing, 'email', check)(values, undefined, options(['email']));
    expect(result).toEqual({ values, errors: {} });
  });
});
