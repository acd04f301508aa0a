import type { ReactNode } from 'react';
import { Box } from '@mantine/core';

interface ScrollRegionProps {
  /** The region's name: the table's. */
  label: string;
  /** Below this width the content scrolls sideways instead of squeezing. */
  minWidth: number;
  children: ReactNode;
}

/**
 * A table wider than a phone, scrolled sideways. The region takes the keyboard focus, so arrow
 * keys can scroll a table that holds no link or field (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, minWidth, children }: ScrollRegionProps) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
