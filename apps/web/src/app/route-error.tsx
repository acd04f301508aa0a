import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown when a screen fails to load or render: a plain message and a way to try again. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={480}>
        <Title order={1} size="h3">
          {t('common.somethingWrong')}
        </Title>
        <Text c="dimmed" ta="center">
          {error instanceof Error ? error.message : t('common.pageNotShown')}
        </Text>
        <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
      </Stack>
    </Center>
  );
}
