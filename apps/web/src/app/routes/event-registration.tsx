import { messages } from '@console/contracts';
import { PageFrame } from '../../components/page-frame.tsx';
import { useEvent } from '../../entities/events/api/get-event.ts';
import { NotFoundAlert, RecordLoadState } from '../../components/record-load-state.tsx';
import { RegistrationTable } from '../../features/attendance/components/registration-table.tsx';
import { useAttendeeList } from '../../features/attendance/hooks/use-attendee-list.ts';
import { useRouteCode } from '../../lib/use-route-code.ts';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list/list-page.tsx';
import { EVENTS_FROM_TODAY } from '../../entities/events/api/get-events.ts';

interface RegistrationContentProps {
  code: number;
}

function RegistrationContent({ code }: RegistrationContentProps) {
  const { t } = useTranslation();
  const event = useEvent(code);
  const list = useAttendeeList(code, { registered: false });
  const breadcrumbs = [
    { label: t('nav.events'), to: EVENTS_FROM_TODAY },
    { label: String(code), to: `/events/${code}` },
    { label: t('events.registration') },
  ];
  if (!event.data)
    return (
      <PageFrame breadcrumbs={breadcrumbs}>
        <RecordLoadState error={event.error} thing="event" notFoundMessage={messages.events.notFound} />
      </PageFrame>
    );
  return (
    <ListPage
      breadcrumbs={breadcrumbs}
      title={t('events.titleWith', { name: event.data.name, page: t('events.registration') })}
      searchLabel={t('attendance.search')}
      list={list}
      totalCount={list.totalCount}
    >
      <RegistrationTable eventCode={code} attendees={list.attendees} viewKey={list.viewKey} busy={list.busy} />
    </ListPage>
  );
}

/** /events/{code}/registration: every enabled member with their attendance, registered or not by row or in bulk. */
export function Component() {
  const { t } = useTranslation();
  const { code, raw: rawCode } = useRouteCode();
  if (!code)
    return (
      <PageFrame breadcrumbs={[{ label: t('nav.events'), to: EVENTS_FROM_TODAY }, { label: rawCode }, { label: t('events.registration') }]}>
        <NotFoundAlert message={messages.events.notFound} />
      </PageFrame>
    );
  return <RegistrationContent code={code} />;
}
