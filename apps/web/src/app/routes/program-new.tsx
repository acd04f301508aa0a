import { PageFrame } from '../../components/page-frame.tsx';
import { NewProgramForm } from '../../features/programs/components/new-program-form.tsx';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame
      breadcrumbs={[{ label: t('nav.programs'), to: '/programs' }, { label: t('common.new') }]}
      title={t('programs.new')}
      maxWidth={800}
    >
      <NewProgramForm />
    </PageFrame>
  );
}
