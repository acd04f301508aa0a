import { Button } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { MemberDetails } from '../../features/members/components/member-details.tsx';
import { messages } from '@console/contracts';
import { NotFoundAlert } from '../../components/record-load-state.tsx';
import { useRouteCode } from '../../lib/use-route-code.ts';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  const { code, raw: rawCode } = useRouteCode();
  const actions = code && (
    <Button component={Link} to={`/members/${code}/edit`} leftSection={<IconEdit size={16} aria-hidden />}>
      {t('common.edit')}
    </Button>
  );
  return (
    <PageFrame
      breadcrumbs={[{ label: t('nav.members'), to: '/members' }, { label: rawCode }]}
      title={t('members.details')}
      actions={actions}
      maxWidth={800}
    >
      {code ? <MemberDetails code={code} /> : <NotFoundAlert message={messages.members.notFound} />}
    </PageFrame>
  );
}
