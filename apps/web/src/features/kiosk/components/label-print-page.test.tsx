import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LabelFormat } from '@console/contracts';
import type { LabelSheet } from '@console/contracts';
import { LabelPrintPage } from './label-print-page.tsx';

const child = (firstName: string) => ({ firstName, lastName: 'Rivera', eventName: 'Kids club', allergies: null, care: null });

function sheetOf(children: number): LabelSheet {
  return {
    securityCode: 'K7QM',
    date: '2026-11-29',
    nameLabels: Array.from({ length: children }, (_, index) => child(`Child${index + 1}`)),
    pickupTag: { childrenFirstNames: ['Child1'], qrText: 'x:K7QM' },
  };
}

function page(sheet: LabelSheet, format: LabelFormat) {
  const { container } = render(<LabelPrintPage sheet={sheet} format={format} qrImage="data:image/png;base64,AA==" />);
  return {
    css: container.querySelector('style')!.textContent,
    pages: [...container.querySelectorAll('.page')].map((one) => one.querySelectorAll('.label').length),
    container,
  };
}

describe('the label print page', () => {
  it.each([
    ['dymo-30252', '@page { size: 3.5in 1.125in; margin: 0; }', 'width: 3.5in; height: 1.125in;'],
    ['brother-62x29', '@page { size: 62mm 29mm; margin: 0; }', 'width: 62mm; height: 29mm;'],
    ['avery-5160', '@page { size: letter; margin: 0; }', 'width: 2.625in; height: 1in;'],
  ] as const)('sizes %s with its @page rule and its label', (format, rule, label) => {
    const { css } = page(sheetOf(1), format);
    expect(css).toContain(rule);
    expect(css).toContain(`.label { box-sizing: border-box; ${label}`);
  });

  it('prints a roll one label a page: a label for each child, then the tag', () => {
    // 3 children + 1 tag = 4 labels, 4 pages of one.
    expect(page(sheetOf(3), 'dymo-30252').pages).toEqual([1, 1, 1, 1]);
  });

  it('fills an Avery sheet with 30, 3 across with the gaps and margins of the stock, then starts another', () => {
    const { css, pages } = page(sheetOf(31), 'avery-5160');
    // 31 children + 1 tag = 32 labels: a full sheet and 2 on the next.
    expect(pages).toEqual([30, 2]);
    expect(css).toContain(
      'grid-template-columns: repeat(3, 2.625in); grid-auto-rows: 1in; column-gap: 0.125in; padding: 0.5in 0 0 0.1875in;',
    );
  });

  it('writes what the server PDF writes: names, event, code, date, the alerts, and the tag with its QR', () => {
    const sheet: LabelSheet = {
      ...sheetOf(0),
      nameLabels: [{ firstName: 'Sofia', lastName: 'Rivera', eventName: 'Kids club', allergies: 'Peanuts', care: 'Asthma; Vegetarian' }],
      pickupTag: { childrenFirstNames: ['Sofia', 'Leo'], qrText: 'x:K7QM' },
    };
    const { container } = page(sheet, 'brother-62x29');
    const [name, tag] = [...container.querySelectorAll('.label')];
    expect(name!.textContent).toBe('SofiaRiveraKids clubK7QM2026-11-29ALLERGIES: PeanutsCARE: Asthma; Vegetarian');
    expect(tag!.textContent).toBe('K7QMSofia, Leo2026-11-29');
    expect(tag!.querySelector('img')!.getAttribute('src')).toBe('data:image/png;base64,AA==');
  });

  it('gives a batch without children its name labels and no tag', () => {
    const { container } = page({ ...sheetOf(2), pickupTag: null }, 'dymo-30252');
    expect(container.querySelectorAll('[data-label="name"]')).toHaveLength(2);
    expect(container.querySelectorAll('[data-label="tag"]')).toHaveLength(0);
  });
});
