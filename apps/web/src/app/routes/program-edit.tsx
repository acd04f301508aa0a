import { PageFrame } from '../../components/page-frame.tsx';
import { EditProgram } from '../../features/programs/components/edit-program.tsx';
import { messages } from '@console/contracts';
import { NotFoundAlert } from '../../components/record-load-state.tsx';
import { useRouteCode } from '../../lib/use-route-code.ts';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  const { code: id, raw: rawId } = useRouteCode('id');
  const breadcrumbs = [
    { label: t('nav.programs'), to: '/programs' },
    { label: rawId, to: `/programs/${rawId}` },
    { label: t('common.edit') },
  ];
  return (
    <PageFrame breadcrumbs={breadcrumbs} title={t('programs.edit')} maxWidth={800}>
      {id ? <EditProgram id={id} /> : <NotFoundAlert message={messages.programs.notFound} />}
    </PageFrame>
  );
}
