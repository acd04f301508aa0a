import { messages } from '@console/contracts';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { Pagination } from '../../components/list/pagination.tsx';
import { SearchBar } from '../../components/list/search-bar.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { useEvent } from '../../entities/events/api/get-event.ts';
import { NotFoundAlert, RecordLoadState } from '../../components/record-load-state.tsx';
import { RegistrationTable } from '../../features/attendance/components/registration-table.tsx';
import { useAttendeeList } from '../../features/attendance/hooks/use-attendee-list.ts';
import { useRouteCode } from '../../lib/use-route-code.ts';

interface RegistrationContentProps {
  code: number;
}

function RegistrationContent({ code }: RegistrationContentProps) {
  const event = useEvent(code);
  const list = useAttendeeList(code, { registered: false });
  const breadcrumbs = [{ label: 'Events', to: '/events' }, { label: String(code), to: `/events/${code}` }, { label: 'Registration' }];
  if (!event.data)
    return (
      <PageFrame breadcrumbs={breadcrumbs}>
        <RecordLoadState error={event.error} thing="event" notFoundMessage={messages.events.notFound} />
      </PageFrame>
    );
  return (
    <PageFrame breadcrumbs={breadcrumbs} title={`${event.data.name} - Registration`}>
      <Stack gap="md">
        <SearchBar label="Search attendees" value={list.search} onSearch={list.setSearch} />
        <RegistrationTable eventCode={code} attendees={list.attendees} viewKey={list.viewKey} busy={list.busy} />
        <Pagination page={list.page} totalCount={list.totalCount} size={list.size} onPageChange={list.setPage} />
      </Stack>
    </PageFrame>
  );
}

/** /events/{code}/registration: every enabled member with their attendance, registered or not by row or in bulk. */
export function Component() {
  const code = useRouteCode();
  const { code: rawCode = '' } = useParams();
  if (!code)
    return (
      <PageFrame breadcrumbs={[{ label: 'Events', to: '/events' }, { label: rawCode }, { label: 'Registration' }]}>
        <NotFoundAlert message={messages.events.notFound} />
      </PageFrame>
    );
  return <RegistrationContent code={code} />;
}
