import { Button, Group, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Event } from '@console/contracts';
import { utcToLocal } from '../../../lib/dates.ts';

export interface EventDetailsPanelProps {
  event: Event;
}

/** The event's Details, read-only: every field disabled, dates and times in the browser's local time. */
export function EventDetailsPanel({ event }: EventDetailsPanelProps) {
  const start = utcToLocal(event.startDate, event.startTime);
  const end = utcToLocal(event.endDate, event.endTime);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Code" value={String(event.code)} disabled />
        <TextInput label="Name" value={event.name} disabled />
        <TextInput label="Program" value={event.program} disabled />
        <TextInput label="Category" value={event.category} disabled />
      </SimpleGrid>
      <Textarea label="Description" value={event.description ?? ''} rows={3} disabled />
      <TextInput label="Venue" value={event.venue} disabled />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="Start Date" value={start.date} disabled />
        <TextInput label="Start Time" value={start.time} disabled />
        <TextInput label="End Date" value={end.date} disabled />
        <TextInput label="End Time" value={end.time} disabled />
      </SimpleGrid>
      <Group gap="xl">
        <Switch label="Registration Required" checked={event.registrationRequired} disabled readOnly />
        <Switch label="Public" checked={event.isPublic} disabled readOnly />
        <Switch label="Cancelled" checked={event.isCancelled} disabled readOnly />
      </Group>
      <Group justify="flex-end">
        <Button component={Link} to={`/events/${event.code}/edit`} leftSection={<IconEdit size={16} aria-hidden />}>
          Edit
        </Button>
      </Group>
    </Stack>
  );
}
