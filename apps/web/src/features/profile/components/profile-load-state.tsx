import { Alert, Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface ProfileLoadStateProps {
  error: unknown;
}

/** What shows instead of the profile while it loads or when it cannot be loaded. */
export function ProfileLoadState({ error }: ProfileLoadStateProps) {
  if (!error)
    return (
      <Center py="xl">
        <Loader aria-label="Loading profile" />
      </Center>
    );
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      Your profile could not be loaded. Please try again.
    </Alert>
  );
}
