import { Paper, Text } from '@mantine/core';
import type { CheckInResult } from '../hooks/use-check-in.ts';

/**
 * The last check-in, in letters large enough to read at arm's length at a busy door: who it was
 * and whether they were just checked in or had been already.
 */
export function CheckInResultBanner({ result }: { result: CheckInResult | null }) {
  if (!result) {
    return (
      <Paper withBorder p="lg" radius="md" role="status" aria-live="polite">
        <Text fz={24} c="dimmed" ta="center">
          Show a member QR code to the camera
        </Text>
      </Paper>
    );
  }
  const status = result.alreadyCheckedIn ? 'Already checked in' : 'Checked in';
  const color = result.alreadyCheckedIn ? 'yellow' : 'green';
  return (
    <Paper
      key={result.id}
      p="lg"
      radius="md"
      bg={`${color}.1`}
      withBorder
      style={{ borderColor: `var(--mantine-color-${color}-6)`, borderWidth: 4 }}
      role="status"
      aria-live="assertive"
      data-testid="check-in-result"
    >
      <Text fz={{ base: 36, sm: 48 }} fw={800} ta="center" lh={1.1}>
        {result.attendee.fullname}
      </Text>
      <Text fz={{ base: 28, sm: 36 }} fw={700} ta="center" c={`${color}.9`}>
        {status}
      </Text>
      <Text fz="lg" ta="center" c="dimmed">
        Member {result.attendee.code}
        {result.registered ? ' · registered now' : ''}
      </Text>
    </Paper>
  );
}
