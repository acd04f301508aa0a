import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHouseholdsCount } from '../../../entities/households/api/get-households.ts';

/** The Households card's count of every household; nothing when it cannot be read (the card's links still work). */
export function HouseholdsCount() {
  const { t } = useTranslation();
  const count = useHouseholdsCount();
  if (count.isError) return null;
  if (count.data === undefined) return <Loader size="sm" mb="md" aria-label={t('common.loading')} />;
  return (
    <Text size="lg" mb="md">
      {t('home.householdsCount', { count: count.data })}
    </Text>
  );
}
