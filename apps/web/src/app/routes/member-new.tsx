import { PageFrame } from '../../components/page-frame.tsx';
import { NewMemberForm } from '../../features/members/components/new-member-form.tsx';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame
      breadcrumbs={[{ label: t('nav.members'), to: '/members' }, { label: t('common.new') }]}
      title={t('members.new')}
      maxWidth={800}
    >
      <NewMemberForm />
    </PageFrame>
  );
}
