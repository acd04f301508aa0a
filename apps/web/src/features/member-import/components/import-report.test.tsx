import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberImportResult } from '@console/contracts';
import { setLanguage } from '../../../lib/i18n/index.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { ImportReport } from './import-report.tsx';

/* Import Members, step 3: what the check found (docs/product.md §4.7). */

afterEach(() => setLanguage('en', false));

const lastNameRequired = (row: number) => ({
  row,
  name: `Ana${row}`,
  field: 'lastName',
  message: 'Last name is required.',
  code: 'members.lastNameRequired',
});

/**
 * A check of 1,510 rows, 1,500 of them without a last name: the server lists the first 1,000
 * errors and counts the rest. Ten of the listed ones are enough here (rendering a thousand table
 * rows takes seconds in jsdom); the page shows what it is given.
 */
const manyErrors: MemberImportResult = {
  rows: 1_510,
  valid: 10,
  created: 0,
  errors: Array.from({ length: 10 }, (_, index) => lastNameRequired(index + 2)),
  moreErrors: 500,
  rejectedRows: Array.from({ length: 1_500 }, (_, index) => index + 2),
  duplicates: [],
  households: [],
};

describe('ImportReport', () => {
  it('says how many errors the list leaves out', async () => {
    renderWithApp(<ImportReport result={manyErrors} />);
    expect(screen.getByText('Rows: 1510. Without errors: 10. Already members: 0.')).toBeInTheDocument();
    expect(screen.getByText('And 500 more errors.')).toBeInTheDocument();
  });

  it('says it in Spanish, one error or many', async () => {
    await setLanguage('es');
    const { unmount } = renderWithApp(<ImportReport result={{ ...manyErrors, moreErrors: 1_234 }} />);
    expect(screen.getByText('Y 1234 errores más.')).toBeInTheDocument();
    unmount();
    renderWithApp(<ImportReport result={{ ...manyErrors, moreErrors: 1 }} />);
    expect(screen.getByText('Y 1 error más.')).toBeInTheDocument();
  });

  it('lists the households the file makes, with the rows of their members', () => {
    renderWithApp(
      <ImportReport
        result={{
          ...manyErrors,
          errors: [],
          moreErrors: undefined,
          households: [
            { name: 'Pérez', rows: [2, 3, 5] },
            { name: 'Solo', rows: [4] },
          ],
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Households to create' });
    expect(within(table).getByRole('row', { name: 'Pérez 2, 3, 5' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Solo 4' })).toBeInTheDocument();
  });

  it("names each row's person beside its errors and beside a member already there", () => {
    renderWithApp(
      <ImportReport
        result={{
          ...manyErrors,
          errors: [lastNameRequired(2)],
          moreErrors: undefined,
          duplicates: [{ row: 3, name: 'Luis Soto', memberCode: 41, reason: 'email' }],
        }}
      />,
    );
    expect(
      within(screen.getByRole('table', { name: 'Errors' })).getByRole('row', { name: '2 Ana2 Last Name Last name is required.' }),
    ).toBeInTheDocument();
    const duplicates = screen.getByRole('table', { name: 'Already members (not imported)' });
    expect(within(duplicates).getByRole('row', { name: '3 Luis Soto Member 41 Same email' })).toBeInTheDocument();
  });

  it('says nothing more when every error is listed', () => {
    renderWithApp(
      <ImportReport
        result={{ ...manyErrors, rows: 3, valid: 1, errors: [lastNameRequired(2), lastNameRequired(3)], moreErrors: undefined }}
      />,
    );
    expect(screen.getByRole('table', { name: 'Errors' })).toBeInTheDocument();
    expect(screen.queryByText(/more error/)).not.toBeInTheDocument();
  });
});
