import { useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiToken, ApiTokenCreated } from '@console/contracts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { useApiTokens } from '../../../entities/api-tokens/api/get-api-tokens.ts';
import { useRevokeApiToken } from '../../../entities/api-tokens/api/revoke-api-token.ts';
import { ApiTokensTable } from './api-tokens-table.tsx';
import { NewApiTokenForm } from './new-api-token-form.tsx';
import { RevokeApiTokenModal } from './revoke-api-token-modal.tsx';
import { TokenCreatedModal } from './token-created-modal.tsx';

/**
 * Settings → API tokens: the list with Revoke, and the form for a new token. A new token's secret
 * is held here only while its dialog is open.
 */
export function ApiTokensSettings() {
  const { t } = useTranslation();
  const apiTokens = useApiTokens();
  const revokeToken = useRevokeApiToken();
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);

  async function handleRevoke(apiToken: ApiToken) {
    try {
      await revokeToken.mutateAsync(apiToken.id);
      setRevoking(null);
      toast.success(t('apiTokens.revoked'));
    } catch {
      toast.danger(t('apiTokens.revokeFailed'));
    }
  }

  return (
    <Stack gap="md">
      <Text maw={720}>{t('apiTokens.intro')}</Text>
      {apiTokens.isError && (
        <Alert color="red" role="alert">
          {t('apiTokens.notLoaded')}
        </Alert>
      )}
      <ApiTokensTable apiTokens={apiTokens.data?.apiTokens ?? []} busy={apiTokens.isFetching} onRevoke={setRevoking} />
      <NewApiTokenForm onCreated={setCreated} />
      {revoking && (
        <RevokeApiTokenModal
          apiToken={revoking}
          busy={revokeToken.isPending}
          onConfirm={() => void handleRevoke(revoking)}
          onClose={() => setRevoking(null)}
        />
      )}
      <TokenCreatedModal created={created} onClose={() => setCreated(null)} />
    </Stack>
  );
}
