import { PageFrame } from '../../components/page-frame.tsx';
import { NewEventForm } from '../../features/events/components/new-event-form.tsx';
import { useTranslation } from 'react-i18next';
import { EVENTS_FROM_TODAY } from '../../entities/events/api/get-events.ts';

/** /events/new */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame
      breadcrumbs={[{ label: t('nav.events'), to: EVENTS_FROM_TODAY }, { label: t('common.new') }]}
      title={t('events.new')}
      maxWidth={800}
    >
      <NewEventForm />
    </PageFrame>
  );
}
