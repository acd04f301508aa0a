import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HouseholdDuplicateGroup } from '@console/contracts';
import { renderWithApp } from '../../../test/render.tsx';
import { buildHousehold, buildHouseholdMember, stubApi } from '../../../test/households-fixtures.ts';
import { HouseholdDuplicateGroups } from './household-duplicate-groups.tsx';
import { stubPhoneWidth } from '../../../test/media-query.ts';

const names = ['Ana García', 'Luis García', 'Eva García', 'Tom García', 'Mia García'];
const members = (count: number) => names.slice(0, count).map((fullname, index) => buildHouseholdMember({ code: index + 1, fullname }));

const groups: HouseholdDuplicateGroup[] = [
  {
    reason: 'phone',
    households: [
      buildHousehold({ id: 3, name: 'García family', phone: '(555) 014-2273', address: '12 Oak St.', members: members(5) }),
      buildHousehold({ id: 9, name: 'García family', phone: '555.014.2273', members: members(1) }),
    ],
  },
  {
    reason: 'address',
    households: [
      buildHousehold({ id: 4, name: 'Núñez home', address: '7 Rue Saint-Denis, Apt 2' }),
      buildHousehold({ id: 8, name: 'Familia Núñez', address: '7 RUE SAINT DENIS APT 2' }),
    ],
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(body: unknown, status = 200) {
  return stubApi((call) => (call.path === '/api/households/duplicates' ? { status, body } : undefined));
}

describe('HouseholdDuplicateGroups', () => {
  it('shows each group under what its households share, why, and each household with a link to its page', async () => {
    answer(groups);
    renderWithApp(<HouseholdDuplicateGroups />);
    const phone = await screen.findByRole('region', { name: '(555) 014-2273' });
    expect(within(phone).getByText('Same phone number')).toBeInTheDocument();
    const rows = within(within(phone).getByRole('table', { name: '(555) 014-2273' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3', 'García family', '(555) 014-2273', '12 Oak St.', 'Ana García, Luis García, Eva García, Tom García and 1 more', '5', ''],
      ['9', 'García family', '555.014.2273', '—', 'Ana García', '1', ''],
    ]);
    // One name twice: the id tells the links apart.
    expect(within(phone).getByRole('link', { name: 'View García family (3)' })).toHaveAttribute('href', '/households/3');
    expect(within(phone).getByRole('link', { name: 'Edit García family (9)' })).toHaveAttribute('href', '/households/9/edit');

    const address = screen.getByRole('region', { name: '7 Rue Saint-Denis, Apt 2' });
    expect(within(address).getByText('Same address')).toBeInTheDocument();
    expect(within(address).getByRole('link', { name: 'View Familia Núñez (8)' })).toHaveAttribute('href', '/households/8');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '(555) 014-2273',
      '7 Rue Saint-Denis, Apt 2',
    ]);
  });

  it('says when there are none, and when they could not be read', async () => {
    answer([]);
    const { unmount } = renderWithApp(<HouseholdDuplicateGroups />);
    expect(await screen.findByText('No possible duplicate households found.')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount();

    answer({ message: 'Internal server error' }, 500);
    renderWithApp(<HouseholdDuplicateGroups />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The possible duplicate households could not be loaded. Try again.');
  });

  it('shows a card per household on a phone, with its links', async () => {
    stubPhoneWidth();
    answer(groups.slice(0, 1));
    renderWithApp(<HouseholdDuplicateGroups />);
    const cards = within(await screen.findByRole('list', { name: '(555) 014-2273' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(cards[1]!)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['9', 'García family', '555.014.2273', '—', 'Ana García', '1']);
    expect(within(cards[1]!).getByRole('link', { name: 'View García family (9)' })).toHaveAttribute('href', '/households/9');
  });
});
