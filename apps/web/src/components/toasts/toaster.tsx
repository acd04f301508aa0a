import { Stack } from '@mantine/core';
import { ToastItem } from './toast-item.tsx';
import { useToasts } from './toast-store.ts';

/** The stack of toasts, top right on wide screens and across the top on a phone. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Stack gap="xs" pos="fixed" top={16} right={16} w="min(360px, calc(100vw - 32px))" style={{ zIndex: 1000 }}>
      {toasts.map((item) => (
        <ToastItem key={item.id} toast={item} />
      ))}
    </Stack>
  );
}
