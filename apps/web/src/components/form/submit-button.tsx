import type { ReactNode } from 'react';
import { Button } from '@mantine/core';

interface SubmitButtonProps {
  loading: boolean;
  children: ReactNode;
}

/**
 * A form's submit button. Pressing it with the mouse keeps the focus where it is: otherwise the
 * field being left validates on blur, its messages appear or vanish, the button moves between
 * press and release, and the click is lost. Submitting validates every field anyway.
 */
export function SubmitButton({ loading, children }: SubmitButtonProps) {
  return (
    <Button type="submit" loading={loading} onMouseDown={(event) => event.preventDefault()}>
      {children}
    </Button>
  );
}
