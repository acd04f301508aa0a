import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme.ts';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(color: string): number {
  // #fff is #ffffff.
  const hex = color.length === 4 ? `#${[...color.slice(1)].map((digit) => digit + digit).join('')}` : color;
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const variables = cssVariablesResolver(merged);
const { white, colors } = merged;

describe('a field’s error text', () => {
  it('reads at 4.5:1 or more on the light scheme’s forms: white cards and the page’s gray 0', () => {
    const error = variables.light['--mantine-color-error']!;
    for (const background of [white, colors.gray[0]]) expect(contrast(error, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('reads at 4.5:1 or more on the dark scheme’s forms: dark 7, 6, 8 and a disabled field’s dark 5', () => {
    const error = variables.dark['--mantine-color-error']!;
    for (const background of [colors.dark[7], colors.dark[6], colors.dark[8], colors.dark[5]])
      expect(contrast(error, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('was below that in Mantine’s own colours (red 6 on white, red 8 on dark 7)', () => {
    expect(contrast(colors.red[6], white)).toBeLessThan(4.5);
    expect(contrast(colors.red[8], colors.dark[7])).toBeLessThan(4.5);
  });
});
