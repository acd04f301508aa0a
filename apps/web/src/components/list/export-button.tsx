import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** "Export CSV": a link to a list's export, which the browser saves as a file. */
export function ExportButton({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <Button component="a" href={href} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
      {t('list.exportCsv')}
    </Button>
  );
}
