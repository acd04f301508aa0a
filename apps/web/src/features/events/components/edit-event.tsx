import { Alert, Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { messages } from '@console/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { useEvent } from '../api/get-event.ts';
import { EditEventForm } from './edit-event-form.tsx';

interface EditEventProps {
  code: number;
}

/** Edit Event: loads the event, then shows it in the form. */
export function EditEvent({ code }: EditEventProps) {
  const event = useEvent(code);
  if (event.data) return <EditEventForm key={code} event={event.data} />;
  if (!event.error)
    return (
      <Center py="xl">
        <Loader aria-label="Loading event" />
      </Center>
    );
  if (event.error instanceof ApiError && event.error.status === 404) return <EventNotFound />;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      The event could not be loaded. Please try again.
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
