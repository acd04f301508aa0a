import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame.tsx';
import { NewVenueForm } from '../../features/venues/components/new-venue-form.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame breadcrumbs={[{ label: t('nav.venues'), to: '/venues' }, { label: t('common.new') }]} title={t('venues.new')} maxWidth={800}>
      <NewVenueForm />
    </PageFrame>
  );
}
