import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** The console's look: one brand blue, rounded corners, system fonts. */
export const theme = createTheme({
  primaryColor: 'brand',
  colors: {
    brand: ['#e7f1fb', '#cfe2f6', '#9ec4ec', '#6aa4e2', '#418ad9', '#2979d4', '#1c6fd3', '#0f5dbb', '#0052a8', '#004695'],
  },
  defaultRadius: 'md',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
});

/**
 * Mantine's dimmed text (gray 6) reads at about 3.3:1 on the page background; gray 7 passes
 * WCAG AA (4.5:1), which matters for the breadcrumbs, footer and hints read at the door.
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': mantineTheme.colors.gray[7] },
  dark: {},
});
