import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ENROLMENT_CODE_LENGTH } from '@console/contracts';
import { useEnrolStation } from '../../../entities/stations/api/enrol-station.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiMessage } from '../../../lib/i18n/translate.ts';
import { TARGET } from './kiosk-sizes.ts';

/** What went wrong with the code: the field's own message (a code too long) before the answer's. */
function failure(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status >= 500) return fallback;
  const [field] = error.errorCodes.enrolmentCode ?? [];
  const [english] = error.errors.enrolmentCode ?? [];
  return field && english ? translateApiMessage({ ...field, message: english }) : translateApiMessage(error);
}

const ERROR_ID = 'enrolment-error';

/**
 * A device that is no station yet: the one-time code typed, or read from the enrolment address's
 * `?code=` (the QR of Settings → Stations), which enrols at once and leaves the address.
 */
export function EnrolScreen() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const enrol = useEnrolStation();
  const [code, setCode] = useState(() => searchParams.get('code') ?? '');
  const fromAddress = useRef(searchParams.get('code'));

  useEffect(() => {
    const given = fromAddress.current;
    if (!given) return;
    fromAddress.current = null;
    // The code is used once: it leaves the address, and the history, before anything else.
    setSearchParams(
      (params) => {
        params.delete('code');
        return params;
      },
      { replace: true },
    );
    enrol.mutate(given);
  }, [enrol, setSearchParams]);

  const error = enrol.isError ? failure(enrol.error, t('kiosk.errors.failed')) : undefined;
  return (
    <Paper withBorder shadow="sm" p="xl" radius="lg" w="100%" maw={560} mx="auto">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          enrol.mutate(code);
        }}
      >
        <Stack gap="lg">
          <Title order={1} ta="center">
            {t('kiosk.enrol.title')}
          </Title>
          <Text size="lg">{t('kiosk.enrol.intro')}</Text>
          <TextInput
            label={t('kiosk.enrol.code')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            size="xl"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={ENROLMENT_CODE_LENGTH * 2}
            styles={{
              input: { height: TARGET, fontSize: 36, letterSpacing: '0.2em', fontFamily: 'monospace', textTransform: 'uppercase' },
            }}
            error={error !== undefined}
            aria-describedby={error === undefined ? undefined : ERROR_ID}
          />
          {error !== undefined && (
            <Alert id={ERROR_ID} color="red" role="alert" fz="lg">
              {error}
            </Alert>
          )}
          <Button type="submit" h={TARGET} fz={24} loading={enrol.isPending} disabled={code.trim() === ''}>
            {t('kiosk.enrol.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
