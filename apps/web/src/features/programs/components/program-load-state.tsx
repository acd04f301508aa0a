import { Alert, Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { messages } from '@console/contracts';
import { ApiError } from '../../../lib/api-client.ts';

interface ProgramLoadStateProps {
  error: unknown;
}

/** What shows instead of a program while it loads or when it cannot be loaded. */
export function ProgramLoadState({ error }: ProgramLoadStateProps) {
  if (!error)
    return (
      <Center py="xl">
        <Loader aria-label="Loading program" />
      </Center>
    );
  if (error instanceof ApiError && error.status === 404) return <ProgramNotFound />;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      The program could not be loaded. Please try again.
    </Alert>
  );
}

/** For an id that names no program (or is not an id at all). */
export function ProgramNotFound() {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      {messages.programs.notFound}
    </Alert>
  );
}
