import { Alert, Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { messages } from '@console/contracts';
import { ApiError } from '../../../lib/api-client.ts';

interface MemberLoadStateProps {
  error: unknown;
}

/** What shows instead of a member while it loads or when it cannot be loaded. */
export function MemberLoadState({ error }: MemberLoadStateProps) {
  if (!error)
    return (
      <Center py="xl">
        <Loader aria-label="Loading member" />
      </Center>
    );
  if (error instanceof ApiError && error.status === 404) return <MemberNotFound />;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      The member could not be loaded. Please try again.
    </Alert>
  );
}

/** For a code that names no member (or is not a code at all). */
export function MemberNotFound() {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      {messages.members.notFound}
    </Alert>
  );
}
