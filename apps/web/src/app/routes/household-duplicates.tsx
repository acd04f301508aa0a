import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame.tsx';
import { HouseholdDuplicateGroups } from '../../features/households/components/household-duplicate-groups.tsx';

/** /households/duplicates: households that look like one entered twice, each a link to its page. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame
      breadcrumbs={[{ label: t('nav.households'), to: '/households' }, { label: t('households.duplicates.title') }]}
      title={t('households.duplicates.title')}
    >
      <HouseholdDuplicateGroups />
    </PageFrame>
  );
}
