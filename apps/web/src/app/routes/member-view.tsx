import { Button, Group } from '@mantine/core';
import { IconEdit, IconHistory } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { MemberDetails } from '../../features/members/components/member-details.tsx';
import { MemberPrivacyActions } from '../../features/members/components/member-privacy-actions.tsx';
import { ROLE_IDS, messages } from '@console/contracts';
import { NotFoundAlert } from '../../components/record-load-state.tsx';
import { useMember } from '../../entities/members/api/get-member.ts';
import { useRouteCode } from '../../lib/use-route-code.ts';
import { useSession } from '../../lib/session-store.ts';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  const { code, raw: rawCode } = useRouteCode();
  return (
    <PageFrame
      breadcrumbs={[{ label: t('nav.members'), to: '/members' }, { label: rawCode }]}
      title={t('members.details')}
      actions={code && <MemberActions code={code} />}
      maxWidth={800}
    >
      {code ? <MemberDetails code={code} /> : <NotFoundAlert message={messages.members.notFound} />}
    </PageFrame>
  );
}

/**
 * What may be done to the member: shown once they are loaded, so that a code naming nobody (a 404)
 * or a member still loading offers no Edit, erasure or history of a member that is not there.
 */
function MemberActions({ code }: { code: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const member = useMember(code);
  if (!member.data) return null;
  return (
    <Group gap="sm">
      {/* The audit log is the Administrators' (docs/product.md, "Audit log"). */}
      {session?.roleId === ROLE_IDS.administrator && <MemberPrivacyActions code={code} />}
      {session?.roleId === ROLE_IDS.administrator && (
        <Button
          component={Link}
          to={`/settings/audit?target=member:${code}`}
          variant="default"
          leftSection={<IconHistory size={16} aria-hidden />}
        >
          {t('audit.historyOfChanges')}
        </Button>
      )}
      <Button component={Link} to={`/members/${code}/edit`} leftSection={<IconEdit size={16} aria-hidden />}>
        {t('common.edit')}
      </Button>
    </Group>
  );
}
