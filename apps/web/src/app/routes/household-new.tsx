import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame.tsx';
import { NewHouseholdForm } from '../../features/households/components/new-household-form.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame
      breadcrumbs={[{ label: t('nav.households'), to: '/households' }, { label: t('common.new') }]}
      title={t('households.new')}
      maxWidth={800}
    >
      <NewHouseholdForm />
    </PageFrame>
  );
}
