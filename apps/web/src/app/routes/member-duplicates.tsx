import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame.tsx';
import { DuplicateGroups } from '../../features/member-duplicates/components/duplicate-groups.tsx';

/** /members/duplicates: likely duplicates, compared side by side and merged. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame breadcrumbs={[{ label: t('nav.members'), to: '/members' }, { label: t('duplicates.title') }]} title={t('duplicates.title')}>
      <DuplicateGroups />
    </PageFrame>
  );
}
