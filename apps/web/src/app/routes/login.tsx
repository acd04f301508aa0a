import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { safeReturnTo } from '../../features/auth/return-to.ts';
import { useSession } from '../../lib/session-store.ts';
import { Logo, PRODUCT_NAME } from '../shell/logo.tsx';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));

  if (session) return <Navigate to={returnTo} replace />;
  return (
    <Center mih="100vh" p="md" bg="var(--console-page-background)">
      <Paper withBorder shadow="sm" p="xl" radius="lg" w="100%" maw={400} component="main">
        <Stack gap="lg">
          <Stack gap={4} align="center">
            <Logo size={64} />
            <Title order={1} size="h2" ta="center">
              {PRODUCT_NAME}
            </Title>
            <Text c="dimmed" size="sm">
              {t('login.subtitle')}
            </Text>
          </Stack>
          <LoginForm onSignedIn={() => navigate(returnTo, { replace: true })} />
        </Stack>
      </Paper>
    </Center>
  );
}
