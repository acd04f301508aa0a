import type { ReactNode } from 'react';
import { PAGE_SIZES } from '@console/contracts';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { PageNumberInput } from './page-number-input.tsx';
import { PageSizeSelect } from './page-size-select.tsx';
import { useTranslation } from 'react-i18next';

export interface PaginationProps {
  page: number;
  /** Rows in the whole list; with `size` it gives the number of pages. Unknown (listTotal): no pages yet. */
  totalCount: number | undefined;
  size: number;
  onPageChange: (page: number) => void;
  /** With `onSizeChange`, shows the 'Rows per page' select. */
  pageSizes?: readonly number[];
  onSizeChange?: (size: number) => void;
  /** The pages' landmark name, where a screen has more than one list ('Pagination' otherwise). */
  label?: string;
}

/**
 * A list read's total for its pages: unknown until the first answer, so that no pages are drawn
 * above where the rows will land (the rows arriving pushed them down: a layout shift that cost
 * /events 0.15 of Lighthouse's CLS on a phone), and 0 after a failed read ('Page 1 of 1' under the
 * empty text). Later reads keep the previous page's total while they run (keepPreviousData).
 */
export function listTotal(read: { isPending: boolean; data?: { totalCount: number } }): number | undefined {
  return read.isPending ? undefined : (read.data?.totalCount ?? 0);
}

/** The number of pages, at least one (an empty list still shows 'Page 1 of 1'). */
export function lastPageOf(totalCount: number, size: number): number {
  return Math.max(1, Math.ceil(totalCount / size));
}

interface PageButtonProps {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}

function PageButton({ label, disabled, onClick, children }: PageButtonProps) {
  return (
    <ActionIcon variant="default" size="lg" aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </ActionIcon>
  );
}

/** First, Previous, a typed page number 'of N', Next, Last, and the page size. */
export function Pagination({ page, totalCount, size, onPageChange, pageSizes = PAGE_SIZES, onSizeChange, label }: PaginationProps) {
  const { t } = useTranslation();
  if (totalCount === undefined) return null;
  const lastPage = lastPageOf(totalCount, size);
  const atStart = page <= 1;
  const atEnd = page >= lastPage;

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      {onSizeChange ? <PageSizeSelect value={size} options={pageSizes} onChange={onSizeChange} /> : <span />}
      <nav aria-label={label ?? t('list.pagination')}>
        <Group gap={6} wrap="nowrap">
          <PageButton label={t('list.firstPage')} disabled={atStart} onClick={() => onPageChange(1)}>
            <IconChevronsLeft size={18} aria-hidden />
          </PageButton>
          <PageButton label={t('list.previousPage')} disabled={atStart} onClick={() => onPageChange(Math.min(page - 1, lastPage))}>
            <IconChevronLeft size={18} aria-hidden />
          </PageButton>
          <PageNumberInput page={page} lastPage={lastPage} onChange={onPageChange} />
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {t('list.ofPages', { count: lastPage })}
          </Text>
          <PageButton label={t('list.nextPage')} disabled={atEnd} onClick={() => onPageChange(page + 1)}>
            <IconChevronRight size={18} aria-hidden />
          </PageButton>
          <PageButton label={t('list.lastPage')} disabled={atEnd} onClick={() => onPageChange(lastPage)}>
            <IconChevronsRight size={18} aria-hidden />
          </PageButton>
        </Group>
      </nav>
    </Group>
  );
}
