import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Enrolment, Station } from '@console/contracts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { useDeleteStation } from '../../../entities/stations/api/delete-station.ts';
import { useStations } from '../../../entities/stations/api/get-stations.ts';
import { useNewEnrolmentCode } from '../../../entities/stations/api/new-enrolment-code.ts';
import { useUpdateStation } from '../../../entities/stations/api/update-station.ts';
import { DeleteStationModal } from './delete-station-modal.tsx';
import { EditStationModal } from './edit-station-modal.tsx';
import { EnrolmentModal } from './enrolment-modal.tsx';
import { NewStationModal } from './new-station-modal.tsx';
import { StationsTable } from './stations-table.tsx';

/**
 * Settings → Stations: the list, and the dialogs to add a station, edit it, make it a new
 * enrolment code and delete it. A code is held here only while its dialog is open.
 */
export function StationsSettings() {
  const { t } = useTranslation();
  const stations = useStations();
  const updateStation = useUpdateStation();
  const newCode = useNewEnrolmentCode();
  const deleteStation = useDeleteStation();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Station | null>(null);
  const [deleting, setDeleting] = useState<Station | null>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);

  async function handleToggle(station: Station, isEnabled: boolean) {
    try {
      await updateStation.mutateAsync({ id: station.id, body: { isEnabled } });
      toast.success(t(isEnabled ? 'stations.enabledNow' : 'stations.disabledNow', { name: station.name }));
    } catch {
      toast.danger(t('stations.toggleFailed'));
    }
  }

  async function handleNewCode(station: Station) {
    try {
      setEnrolment(await newCode.mutateAsync(station.id));
    } catch {
      toast.danger(t('stations.codeFailed'));
    }
  }

  async function handleDelete(station: Station) {
    try {
      await deleteStation.mutateAsync(station.id);
      setDeleting(null);
      toast.success(t('stations.deleted'));
    } catch {
      toast.danger(t('stations.deleteFailed'));
    }
  }

  function handleCreated(created: Enrolment) {
    setCreating(false);
    setEnrolment(created);
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Text maw={720}>{t('stations.intro')}</Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('stations.add')}
        </Button>
      </Group>
      {stations.isError && (
        <Alert color="red" role="alert">
          {t('stations.notLoaded')}
        </Alert>
      )}
      <StationsTable
        stations={stations.data?.stations ?? []}
        busy={stations.isFetching}
        switching={updateStation.isPending ? updateStation.variables.id : undefined}
        onToggle={(station, isEnabled) => void handleToggle(station, isEnabled)}
        onEdit={setEditing}
        onNewCode={(station) => void handleNewCode(station)}
        onDelete={setDeleting}
      />
      <NewStationModal opened={creating} onClose={() => setCreating(false)} onCreated={handleCreated} />
      {editing && <EditStationModal key={editing.id} station={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <DeleteStationModal
          station={deleting}
          busy={deleteStation.isPending}
          onConfirm={() => void handleDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
      <EnrolmentModal enrolment={enrolment} onClose={() => setEnrolment(null)} />
    </Stack>
  );
}
