import { Center, Loader } from '@mantine/core';

/** Shown while the first screen's script arrives. */
export function PageLoader() {
  return (
    <Center mih="50vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
