import { createTheme, darken, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const BRAND: MantineColorsTuple = [
  '#e7f1fb',
  '#cfe2f6',
  '#9ec4ec',
  '#6aa4e2',
  '#418ad9',
  '#2979d4',
  '#1c6fd3',
  '#0f5dbb',
  '#0052a8',
  '#004695',
];

/** The console's look: one brand blue, rounded corners, system fonts. */
export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand: BRAND },
  defaultRadius: 'md',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  components: {
    // A modal's header is a <header>, which outside <main> reads as a second banner landmark.
    ModalHeader: { defaultProps: { component: 'div' } },
    // A drawer's header too (the main menu on a phone): a second banner, and two banners unnamed.
    DrawerHeader: { defaultProps: { component: 'div' } },
    // A tooltip repeats its control's name; rendered in place (fixed, so no scroll box clips it)
    // it stays inside the page's landmarks instead of a portal outside them.
    Tooltip: { defaultProps: { withinPortal: false, floatingStrategy: 'fixed' } },
    // A toast's message under its title is grey 6 in Mantine, about 3.3:1 on white: the message is
    // what the toast says, so it takes the text's own colour.
    Notification: { styles: { description: { color: 'var(--mantine-color-text)' } } },
  },
});

/**
 * `--console-page-background` is the page behind the cards (light grey, or near black in the dark
 * scheme). Mantine's dimmed text (gray 6) reads at about 3.3:1 on the page background; gray 7 passes
 * WCAG AA (4.5:1), which matters for the breadcrumbs, footer and hints read at the door; in the
 * dark scheme dark 1 does the same, and links take brand 2 (brand 4 reads at 4.3:1 there).
 * A red button (Delete, Erase) is white on red 6 in Mantine (3.3:1), red 8 in the dark scheme
 * (4.4:1): both schemes take red 9 (5.5:1). A field's error text is red 6 on white in Mantine
 * (3.3:1) and red 8 on dark 7 (3.4:1): it takes red 9 in the light scheme (5.5:1 on white, 5.2:1 on
 * the page's gray 0) and red 3 in the dark one (8.4:1 on dark 7, 6.1:1 on a disabled field's dark 5).
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => {
  const red = {
    '--mantine-color-red-filled': mantineTheme.colors.red[9],
    '--mantine-color-red-filled-hover': darken(mantineTheme.colors.red[9], 0.1),
  };
  return {
    variables: {},
    light: {
      ...red,
      '--mantine-color-error': mantineTheme.colors.red[9],
      '--mantine-color-dimmed': mantineTheme.colors.gray[7],
      '--console-page-background': mantineTheme.colors.gray[0],
      // A green alert's or light badge's text (a success) on its tint: green 9 reads at 3.9–4.2:1 there, short of 4.5.
      '--mantine-color-green-light-color': darken(mantineTheme.colors.green[9], 0.2),
    },
    dark: {
      ...red,
      '--mantine-color-error': mantineTheme.colors.red[3],
      '--mantine-color-dimmed': mantineTheme.colors.dark[1],
      '--mantine-color-anchor': BRAND[2],
      '--console-page-background': mantineTheme.colors.dark[8],
    },
  };
};
