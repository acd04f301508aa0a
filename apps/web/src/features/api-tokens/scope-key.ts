import type { ApiTokenScope } from '@console/contracts';

type ScopeKey<Scope extends string> = Scope extends `${infer Area}:${infer Access}` ? `${Area}_${Access}` : never;

/**
 * A scope's catalog key: `members:read` is `members_read`, since i18next reads the text before a
 * colon as a namespace.
 */
export const scopeKey = <Scope extends ApiTokenScope>(scope: Scope) => scope.replace(':', '_') as ScopeKey<Scope>;
