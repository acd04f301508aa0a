import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { useTranslation } from 'react-i18next';

/** /programs/{id}: the product only has a placeholder here (docs/product.md §7). */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <PageFrame breadcrumbs={[{ label: t('nav.programs'), to: '/programs' }, { label: id }]} title={t('programs.view')}>
      <Text c="dimmed">{t('common.comingSoonPage')}</Text>
    </PageFrame>
  );
}
