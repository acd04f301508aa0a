import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame.tsx';
import { ReportsPage } from '../../features/reports/components/reports-page.tsx';

/** /reports: attendance over a period and the follow-up list. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame breadcrumbs={[{ label: t('nav.reports') }]} title={t('reports.title')}>
      <ReportsPage />
    </PageFrame>
  );
}
