import { useSearchParams } from 'react-router';
import { parseCode } from '@console/contracts';
import { PageFrame } from '../../components/page-frame.tsx';
import { NewMember } from '../../features/members/components/new-member.tsx';
import { useTranslation } from 'react-i18next';

/** /members/new, and /members/new?household={id} from a household's page. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <PageFrame
      breadcrumbs={[{ label: t('nav.members'), to: '/members' }, { label: t('common.new') }]}
      title={t('members.new')}
      maxWidth={800}
    >
      <NewMember householdId={parseCode(params.get('household') ?? '')} />
    </PageFrame>
  );
}
