import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { scopeKey } from '../scope-key.ts';
import {
  API_TOKEN_SCOPES,
  apiTokenInputSchema,
  messageToken,
  type ApiTokenCreated,
  type ApiTokenScope,
  type MessageCode,
} from '@console/contracts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { useCreateApiToken } from '../../../entities/api-tokens/api/create-api-token.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiMessage, translateToken } from '../../../lib/i18n/translate.ts';

const FIELDS = ['name', 'scopes', 'expiresAt'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

/** The contract's messages of a refused input, the first of each field, in the language shown. */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as Field;
    if (FIELDS.includes(field)) errors[field] ??= translateToken(issue.message);
  }
  return errors;
}

/** A refused create's field messages; none when the server said nothing of a field. */
function serverErrorsOf(error: ApiError): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of FIELDS) {
    const first = error.errorCodes[field]?.[0];
    if (first) errors[field] = translateToken(messageToken(first.code as MessageCode, first.values));
  }
  return errors;
}

/**
 * New API token: a name, its scopes (each with what it lets a program do) and an optional last
 * day. The contract's own schema checks it before it is sent; the new token goes to the caller.
 */
export function NewApiTokenForm({ onCreated }: { onCreated: (created: ApiTokenCreated) => void }) {
  const { t } = useTranslation();
  const createToken = useCreateApiToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>([]);
  const [expiresAt, setExpiresAt] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { name, scopes, expiresAt: expiresAt === '' ? null : expiresAt };
    const checked = apiTokenInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(errorsOf(checked.error.issues));
      return;
    }
    setErrors({});
    try {
      const created = await createToken.mutateAsync(input);
      setName('');
      setScopes([]);
      setExpiresAt('');
      onCreated(created);
    } catch (error) {
      const fields = error instanceof ApiError ? serverErrorsOf(error) : {};
      setErrors(fields);
      if (Object.keys(fields).length > 0) return;
      toast.danger(error instanceof ApiError && error.status < 500 ? translateApiMessage(error) : t('apiTokens.createFailed'));
    }
  }

  return (
    <Paper withBorder p="md">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-labelledby="new-api-token-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="new-api-token-title">
            {t('apiTokens.form')}
          </Title>
          <TextInput
            label={t('apiTokens.name')}
            description={t('apiTokens.nameHint')}
            required
            maw={480}
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Checkbox.Group
            label={t('apiTokens.scopes')}
            description={t('apiTokens.scopesHint')}
            required
            value={scopes}
            error={errors.scopes}
            onChange={(values) => setScopes(values as ApiTokenScope[])}
          >
            <Stack gap="xs" mt="xs">
              {API_TOKEN_SCOPES.map((scope) => (
                <Checkbox
                  key={scope}
                  value={scope}
                  label={
                    <>
                      {t(`apiTokens.scope.${scopeKey(scope)}`)}{' '}
                      <Text span size="xs" c="dimmed" ff="monospace">
                        {scope}
                      </Text>
                    </>
                  }
                  description={t(`apiTokens.scopeHint.${scopeKey(scope)}`)}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <TextInput
            type="date"
            label={t('apiTokens.expiresAt')}
            description={t('apiTokens.expiresAtHint')}
            w={220}
            value={expiresAt}
            error={errors.expiresAt}
            onChange={(event) => setExpiresAt(event.currentTarget.value)}
          />
          <Group>
            <Button type="submit" loading={createToken.isPending}>
              {t('apiTokens.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
