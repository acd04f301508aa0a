import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/** Shown when a screen fails to load or render: a plain message and a way to try again. */
export function RouteError() {
  const error = useRouteError();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={480}>
        <Title order={1} size="h3">
          Something went wrong
        </Title>
        <Text c="dimmed" ta="center">
          {error instanceof Error ? error.message : 'The page could not be shown.'}
        </Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
