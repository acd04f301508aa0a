import { get, type FieldErrors, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';

/** Answers the error message when the value breaks the rule, or null when it passes. */
export type FieldCheck<T> = (values: T) => Promise<string | null>;

/**
 * Adds a server-side rule (such as email uniqueness) to a schema resolver. The check runs only
 * when `name` itself is validated (its blur, a submit) and already passes the schema, so leaving
 * another field makes no call. A check that cannot answer lets the value through; the save
 * itself is still refused by the server.
 */
export function withFieldCheck<T extends FieldValues, TContext, TOut>(
  resolver: Resolver<T, TContext, TOut>,
  name: FieldPath<T>,
  check: FieldCheck<T>,
): Resolver<T, TContext, TOut> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const validated: readonly string[] = options.names ?? [];
    if (!validated.includes(name) || get(result.errors, name)) return result;
    const message = await check(values).catch(() => null);
    if (!message) return result;
    const errors = { ...result.errors, [name]: { type: 'server', message } } as FieldErrors<T>;
    return { values: {}, errors };
  };
}
