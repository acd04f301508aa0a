import { PageFrame } from '../../components/page-frame.tsx';
import { EditMember } from '../../features/members/components/edit-member.tsx';
import { messages } from '@console/contracts';
import { NotFoundAlert } from '../../components/record-load-state.tsx';
import { useRouteCode } from '../../lib/use-route-code.ts';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  const { code, raw: rawCode } = useRouteCode();
  const breadcrumbs = [
    { label: t('nav.members'), to: '/members' },
    { label: rawCode, to: `/members/${rawCode}` },
    { label: t('common.edit') },
  ];
  return (
    <PageFrame breadcrumbs={breadcrumbs} title={t('members.edit')} maxWidth={800}>
      {code ? <EditMember code={code} /> : <NotFoundAlert message={messages.members.notFound} />}
    </PageFrame>
  );
}
