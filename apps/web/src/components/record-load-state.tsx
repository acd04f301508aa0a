import { Alert, Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { MessageCode } from '@console/contracts';
import { ApiError } from '../lib/api-client.ts';
import type { en } from '../lib/i18n/catalogs/en.ts';
import { useTranslation } from 'react-i18next';
import { translateToken } from '../lib/i18n/translate.ts';

type Thing = keyof typeof en.things;

interface RecordLoadStateProps {
  /** The query's error, or null while it is still loading. */
  error: unknown;
  /** What is loading: its name in the catalog's `things`. */
  thing: Thing;
  /** The server's 404 message by its code, e.g. `messages.members.notFound`. */
  notFoundMessage: MessageCode;
}

/** What shows instead of a record while it loads, when it does not exist, or when it cannot be loaded. */
export function RecordLoadState({ error, thing, notFoundMessage }: RecordLoadStateProps) {
  const { t } = useTranslation();
  const name = t(`things.${thing}`);
  if (!error)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loadingThing', { thing: name })} />
      </Center>
    );
  if (error instanceof ApiError && error.status === 404) return <NotFoundAlert message={notFoundMessage} />;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      {t('common.recordNotLoaded', { thing: name })}
    </Alert>
  );
}

/** For a code that names no record (or is not a code at all). */
export function NotFoundAlert({ message }: { message: MessageCode }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      {translateToken(message)}
    </Alert>
  );
}
