import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the first screen's script arrives. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
