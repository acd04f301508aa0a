import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ScrollRegionProps {
  /** The table's name; the region says it is the table's scrolling frame, so it names no other landmark twice. */
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
  const { t } = useTranslation();
  return (
    <Box role="region" aria-label={t('list.scrollRegion', { name: label })} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
