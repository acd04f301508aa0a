import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SERIES_EDIT_SCOPES, type SeriesEditScope } from '@console/contracts';

interface EditScopeFieldProps {
  value: SeriesEditScope;
  onChange: (scope: SeriesEditScope) => void;
}

/** Edit Event of a series event: whether the save reaches the later events of the series (`?scope=`). */
export function EditScopeField({ value, onChange }: EditScopeFieldProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group name="scope" label={t('events.scope.label')} value={value} onChange={(scope) => onChange(scope as SeriesEditScope)}>
      <Stack gap="xs" mt={4}>
        {SERIES_EDIT_SCOPES.map((scope) => (
          <Radio key={scope} value={scope} label={t(`events.scope.${scope}`)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
