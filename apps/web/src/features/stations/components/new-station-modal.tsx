import { reportInvalidForm, reportSaveSuccess } from '../../../components/form/save-feedback.ts';
import type { Enrolment } from '@console/contracts';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useCreateStation } from '../../../entities/stations/api/create-station.ts';
import { emptyStationValues, stationFormSchema, type StationFormOutput } from '../../../entities/stations/model/station-form-values.ts';
import { reportStationSaveFailure, stationSaveMessages } from '../save-feedback.ts';
import { StationFormModal } from './station-form-modal.tsx';

interface NewStationModalProps {
  opened: boolean;
  onClose: () => void;
  /** The new station with its one-time code, to show at once. */
  onCreated: (enrolment: Enrolment) => void;
}

/** New Station: on success the form empties and the caller shows the enrolment code. */
export function NewStationModal({ opened, onClose, onCreated }: NewStationModalProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(stationFormSchema, emptyStationValues());
  const createStation = useCreateStation();

  async function handleValid(values: StationFormOutput) {
    try {
      const enrolment = await createStation.mutateAsync(values);
      form.reset(emptyStationValues());
      reportSaveSuccess(stationSaveMessages, 'create');
      onCreated(enrolment);
    } catch (error) {
      reportStationSaveFailure('create', error, form.setError);
    }
  }

  return (
    <StationFormModal
      title={t('stations.new')}
      formLabel={t('stations.formNew')}
      opened={opened}
      form={form}
      saving={createStation.isPending}
      onValid={handleValid}
      onInvalid={() => reportInvalidForm(stationSaveMessages, 'create')}
      onClose={onClose}
    />
  );
}
