import { Alert, Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../lib/api-client.ts';

interface RecordLoadStateProps {
  /** The query's error, or null while it is still loading. */
  error: unknown;
  /** What is loading, in lower case: 'member', 'event', 'program'. */
  thing: string;
  /** The server's 404 message, e.g. 'Member not found'. */
  notFoundMessage: string;
}

/** What shows instead of a record while it loads, when it does not exist, or when it cannot be loaded. */
export function RecordLoadState({ error, thing, notFoundMessage }: RecordLoadStateProps) {
  if (!error)
    return (
      <Center py="xl">
        <Loader aria-label={`Loading ${thing}`} />
      </Center>
    );
  if (error instanceof ApiError && error.status === 404) return <NotFoundAlert message={notFoundMessage} />;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      The {thing} could not be loaded. Please try again.
    </Alert>
  );
}

/** For a code that names no record (or is not a code at all). */
export function NotFoundAlert({ message }: { message: string }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  );
}
