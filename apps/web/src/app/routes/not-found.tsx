import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';

export function Component() {
  return (
    <PageFrame breadcrumbs={[{ label: 'Page not found' }]} title="Page not found">
      <Stack gap="md" align="flex-start">
        <Text>There is no page at this address. It may have moved, or the link may be mistyped.</Text>
        <Button component={Link} to="/">
          Go to Home
        </Button>
      </Stack>
    </PageFrame>
  );
}
