import { Button, Group, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Event } from '@console/contracts';
import { utcToLocal } from '../../../lib/dates.ts';
import { useTranslation } from 'react-i18next';

export interface EventDetailsPanelProps {
  event: Event;
}

/** The event's Details, read-only: every field disabled, dates and times in the browser's local time. */
export function EventDetailsPanel({ event }: EventDetailsPanelProps) {
  const { t } = useTranslation();
  const start = utcToLocal(event.startDate, event.startTime);
  const end = utcToLocal(event.endDate, event.endTime);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('events.field.code')} value={String(event.code)} disabled />
        <TextInput label={t('events.field.name')} value={event.name} disabled />
        <TextInput label={t('events.field.program')} value={event.program} disabled />
        <TextInput label={t('events.field.category')} value={event.category} disabled />
      </SimpleGrid>
      <Textarea label={t('events.field.description')} value={event.description ?? ''} rows={3} disabled />
      <TextInput label={t('events.field.venue')} value={event.venue} disabled />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={t('events.field.startDate')} value={start.date} disabled />
        <TextInput label={t('events.field.startTime')} value={start.time} disabled />
        <TextInput label={t('events.field.endDate')} value={end.date} disabled />
        <TextInput label={t('events.field.endTime')} value={end.time} disabled />
        <TextInput label={t('events.field.ageMin')} value={event.ageMin ?? ''} disabled />
        <TextInput label={t('events.field.ageMax')} value={event.ageMax ?? ''} disabled />
      </SimpleGrid>
      <Group gap="xl">
        <Switch label={t('events.field.registrationRequired')} checked={event.registrationRequired} disabled readOnly />
        <Switch label={t('events.field.isPublic')} checked={event.isPublic} disabled readOnly />
        <Switch label={t('events.field.isCancelled')} checked={event.isCancelled} disabled readOnly />
      </Group>
      <Group justify="flex-end">
        <Button component={Link} to={`/events/${event.code}/edit`} leftSection={<IconEdit size={16} aria-hidden />}>
          {t('common.edit')}
        </Button>
      </Group>
    </Stack>
  );
}
