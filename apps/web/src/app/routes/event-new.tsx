import { PageFrame } from '../../components/page-frame.tsx';
import { NewEventForm } from '../../features/events/components/new-event-form.tsx';

/** /events/new */
export function Component() {
  return (
    <PageFrame breadcrumbs={[{ label: 'Events', to: '/events' }, { label: 'New' }]} title="New Event" maxWidth={800}>
      <NewEventForm />
    </PageFrame>
  );
}
