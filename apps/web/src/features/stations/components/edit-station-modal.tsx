import { reportInvalidForm, reportSaveSuccess } from '../../../components/form/save-feedback.ts';
import type { Station } from '@console/contracts';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useUpdateStation } from '../../../entities/stations/api/update-station.ts';
import { stationFormSchema, toStationFormValues, type StationFormOutput } from '../../../entities/stations/model/station-form-values.ts';
import { reportStationSaveFailure, stationSaveMessages } from '../save-feedback.ts';
import { StationFormModal } from './station-form-modal.tsx';

interface EditStationModalProps {
  station: Station;
  onClose: () => void;
}

/** Edit Station (rename, mode, label stock, programs): saved, the dialog closes. Mount it per station (key). */
export function EditStationModal({ station, onClose }: EditStationModalProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(stationFormSchema, toStationFormValues(station));
  const updateStation = useUpdateStation();

  async function handleValid(values: StationFormOutput) {
    try {
      await updateStation.mutateAsync({ id: station.id, body: values });
      reportSaveSuccess(stationSaveMessages, 'update');
      onClose();
    } catch (error) {
      reportStationSaveFailure('update', error, form.setError);
    }
  }

  return (
    <StationFormModal
      title={t('stations.edit')}
      formLabel={t('stations.formOne', { name: station.name })}
      opened
      form={form}
      saving={updateStation.isPending}
      onValid={handleValid}
      onInvalid={() => reportInvalidForm(stationSaveMessages, 'update')}
      onClose={onClose}
    />
  );
}
