import { createTheme } from '@mantine/core';

/** The console's look: one brand blue, rounded corners, system fonts. */
export const theme = createTheme({
  primaryColor: 'brand',
  colors: {
    brand: ['#e7f1fb', '#cfe2f6', '#9ec4ec', '#6aa4e2', '#418ad9', '#2979d4', '#1c6fd3', '#0f5dbb', '#0052a8', '#004695'],
  },
  defaultRadius: 'md',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
});
