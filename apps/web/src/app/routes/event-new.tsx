import { PageFrame } from '../../components/page-frame.tsx';
import { NewEventForm } from '../../features/events/components/new-event-form.tsx';
import { useTranslation } from 'react-i18next';

/** /events/new */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame breadcrumbs={[{ label: t('nav.events'), to: '/events' }, { label: t('common.new') }]} title={t('events.new')} maxWidth={800}>
      <NewEventForm />
    </PageFrame>
  );
}
