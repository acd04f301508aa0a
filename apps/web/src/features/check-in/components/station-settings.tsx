import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Switch, Text, TextInput } from '@mantine/core';
import { STATION_MAX_LENGTH } from '@console/contracts';
import { useTranslation } from 'react-i18next';
import type { DoorFeedback } from '../station.ts';

interface StationSettingsProps {
  station: string | null;
  onStation: (name: string) => void;
  feedback: DoorFeedback;
  onFeedback: (feedback: DoorFeedback) => void;
}

/**
 * The station's name (asked until given, then shown with a way to change it) and its sound and
 * vibration switches. Scanning goes on meanwhile: a scan without a station name is still a scan.
 */
export function StationSettings({ station, onStation, feedback, onFeedback }: StationSettingsProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(station === null);
  const [name, setName] = useState(station ?? '');
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    onStation(name);
    setEditing(false);
  };
  return (
    <Paper withBorder p="sm" radius="md">
      {editing ? (
        <form onSubmit={save} aria-label={t('checkIn.station.prompt')}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('checkIn.station.name')}
              description={t('checkIn.station.hint')}
              maxLength={STATION_MAX_LENGTH}
              autoComplete="off"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              w={220}
            />
            <Button type="submit">{t('checkIn.station.save')}</Button>
          </Group>
        </form>
      ) : (
        <Group justify="space-between" gap="sm">
          <Text>
            {t('checkIn.station.label')}:{' '}
            <Text span fw={700} data-testid="station-name">
              {station}
            </Text>
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => setEditing(true)}>
            {t('checkIn.station.change')}
          </Button>
        </Group>
      )}
      <Group gap="lg" mt="sm">
        <Switch
          label={t('checkIn.feedback.sound')}
          checked={feedback.sound}
          onChange={(event) => onFeedback({ ...feedback, sound: event.currentTarget.checked })}
        />
        <Switch
          label={t('checkIn.feedback.vibration')}
          checked={feedback.vibration}
          onChange={(event) => onFeedback({ ...feedback, vibration: event.currentTarget.checked })}
        />
      </Group>
    </Paper>
  );
}
