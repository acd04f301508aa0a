import { useState, type KeyboardEvent } from 'react';
import { Input } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface PageNumberInputProps {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
}

/** Keeps what was typed within 1..lastPage (docs/product.md §2.8). */
function clampPage(text: string, lastPage: number): number {
  return Math.min(Math.max(Number(text), 1), lastPage);
}

/**
 * The page to go to, typed: digits only, taken on Enter or when leaving the box. Below 1 goes
 * to 1, past the end to the last page, an empty box goes back to the current page.
 */
export function PageNumberInput({ page, lastPage, onChange }: PageNumberInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const digits = String(lastPage).length;

  function handleCommit() {
    if (draft === null) return;
    setDraft(null);
    if (draft === '') return;
    const next = clampPage(draft, lastPage);
    if (next !== page) onChange(next);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    handleCommit();
  }

  return (
    <Input
      aria-label={t('list.pageNumber')}
      inputMode="numeric"
      autoComplete="off"
      value={draft ?? String(page)}
      onChange={(event) => setDraft(event.currentTarget.value.replace(/\D/g, ''))}
      onKeyDown={handleKeyDown}
      onBlur={handleCommit}
      size="sm"
      styles={{ input: { width: `calc(${digits + 1}ch + 1.75rem)`, textAlign: 'center' } }}
    />
  );
}
