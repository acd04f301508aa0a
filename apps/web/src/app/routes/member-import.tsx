import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame.tsx';
import { ImportMembersForm } from '../../features/member-import/components/import-members-form.tsx';

/** /members/import: bring members in from a spreadsheet. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame
      breadcrumbs={[{ label: t('nav.members'), to: '/members' }, { label: t('memberImport.title') }]}
      title={t('memberImport.title')}
      maxWidth={1000}
    >
      <ImportMembersForm />
    </PageFrame>
  );
}
