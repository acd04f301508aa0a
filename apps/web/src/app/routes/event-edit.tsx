import { PageFrame } from '../../components/page-frame.tsx';
import { messages } from '@console/contracts';
import { NotFoundAlert } from '../../components/record-load-state.tsx';
import { EditEvent } from '../../features/events/components/edit-event.tsx';
import { useRouteCode } from '../../lib/use-route-code.ts';
import { useTranslation } from 'react-i18next';
import { EVENTS_FROM_TODAY } from '../../entities/events/api/get-events.ts';

/** /events/:code/edit */
export function Component() {
  const { t } = useTranslation();
  const { code, raw: rawCode } = useRouteCode();
  const breadcrumbs = [
    { label: t('nav.events'), to: EVENTS_FROM_TODAY },
    { label: rawCode, to: `/events/${rawCode}` },
    { label: t('common.edit') },
  ];
  return (
    <PageFrame breadcrumbs={breadcrumbs} title={t('events.edit')} maxWidth={800}>
      {code ? <EditEvent code={code} /> : <NotFoundAlert message={messages.events.notFound} />}
    </PageFrame>
  );
}
