import type { ReactNode } from 'react';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { Toaster } from '../components/toasts/toaster.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/** System, light or dark, remembered on this browser (the user menu's choice). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'console.color-scheme' });

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      {children}
      <Toaster />
    </MantineProvider>
  );
}
