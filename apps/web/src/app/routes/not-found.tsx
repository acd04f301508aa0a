import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame breadcrumbs={[{ label: t('common.notFoundTitle') }]} title={t('common.notFoundTitle')}>
      <Stack gap="md" align="flex-start">
        <Text>{t('common.notFoundBody')}</Text>
        <Button component={Link} to="/">
          {t('common.goHome')}
        </Button>
      </Stack>
    </PageFrame>
  );
}
