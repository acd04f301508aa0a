import { useState } from 'react';
import { messages } from '@console/contracts';
import { Accordion } from '@mantine/core';
import { PageFrame } from '../../components/page-frame.tsx';
import { useEvent } from '../../entities/events/api/get-event.ts';
import { AttendancePanel } from '../../features/attendance/components/attendance-panel.tsx';
import { CareSummaryPanel } from '../../features/attendance/components/care-summary-panel.tsx';
import { CheckInLogPanel } from '../../features/attendance/components/check-in-log-panel.tsx';
import { EventDetailsPanel } from '../../features/attendance/components/event-details-panel.tsx';
import { SeriesPanel } from '../../features/events/series/series-panel.tsx';
import { NotFoundAlert, RecordLoadState } from '../../components/record-load-state.tsx';
import { useRouteCode } from '../../lib/use-route-code.ts';
import { useTranslation } from 'react-i18next';
import { EVENTS_FROM_TODAY } from '../../entities/events/api/get-events.ts';

interface EventDetailsContentProps {
  code: number;
  /** The code as the address spells it, for the breadcrumb. */
  rawCode: string;
}

function EventDetailsContent({ code, rawCode }: EventDetailsContentProps) {
  const { t } = useTranslation();
  const event = useEvent(code);
  // Care and the check-in log load when opened: most visits need neither, and the roster is large.
  const [open, setOpen] = useState(['details', 'series', 'attendance']);
  const breadcrumbs = [{ label: t('nav.events'), to: EVENTS_FROM_TODAY }, { label: rawCode }];
  if (!event.data)
    return (
      <PageFrame breadcrumbs={breadcrumbs}>
        <RecordLoadState error={event.error} thing="event" notFoundMessage={messages.events.notFound} />
      </PageFrame>
    );
  return (
    <PageFrame breadcrumbs={breadcrumbs} title={event.data.name}>
      <Accordion multiple value={open} onChange={setOpen} variant="separated">
        <Accordion.Item value="details">
          <Accordion.Control>{t('events.details')}</Accordion.Control>
          <Accordion.Panel>
            <EventDetailsPanel event={event.data} />
          </Accordion.Panel>
        </Accordion.Item>
        {event.data.seriesId !== null && (
          <Accordion.Item value="series">
            <Accordion.Control>{t('events.series.title')}</Accordion.Control>
            <Accordion.Panel>
              {open.includes('series') && <SeriesPanel seriesId={event.data.seriesId} currentCode={code} />}
            </Accordion.Panel>
          </Accordion.Item>
        )}
        <Accordion.Item value="attendance">
          <Accordion.Control>{t('events.attendance')}</Accordion.Control>
          <Accordion.Panel>
            <AttendancePanel event={event.data} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="care">
          <Accordion.Control>{t('attendance.care.title')}</Accordion.Control>
          <Accordion.Panel>{open.includes('care') && <CareSummaryPanel eventCode={code} />}</Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="check-ins">
          <Accordion.Control>{t('attendance.log.title')}</Accordion.Control>
          <Accordion.Panel>{open.includes('check-ins') && <CheckInLogPanel eventCode={code} />}</Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </PageFrame>
  );
}

/** /events/{code}: the event's Details, its Series when it repeats, and its Attendance, all open. */
export function Component() {
  const { t } = useTranslation();
  const { code, raw: rawCode } = useRouteCode();
  if (!code)
    return (
      <PageFrame breadcrumbs={[{ label: t('nav.events'), to: EVENTS_FROM_TODAY }, { label: rawCode }]}>
        <NotFoundAlert message={messages.events.notFound} />
      </PageFrame>
    );
  return <EventDetailsContent code={code} rawCode={rawCode} />;
}
