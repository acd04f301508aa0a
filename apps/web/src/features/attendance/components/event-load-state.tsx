import { Alert, Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { messages } from '@console/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { attendanceMessages } from '../messages.ts';

interface EventLoadStateProps {
  error: unknown;
}

/** What shows instead of the event while it loads or when it cannot be loaded. */
export function EventLoadState({ error }: EventLoadStateProps) {
  if (!error)
    return (
      <Center py="xl">
        <Loader aria-label="Loading event" />
      </Center>
    );
  if (error instanceof ApiError && error.status === 404) return <EventNotFound />;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      {attendanceMessages.eventLoadFailed}
    </Alert>
  );
}

/** For a code that names no event (or is not a code at all). */
export function EventNotFound() {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      {messages.events.notFound}
    </Alert>
  );
}
