import { fireEvent, screen, within } from '@testing-library/react';
import type { DoorGroup, DoorMember } from '@console/contracts';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { FamilyDoor } from './family-door.tsx';
import { personName } from '../../../test/attendance-fixtures.ts';

const member = (code: number, fullname: string, overrides: Partial<DoorMember> = {}): DoorMember => ({
  code,
  ...personName(fullname),
  role: 'adult',
  age: 40,
  registered: true,
  checkIn: false,
  checkedOutAt: null,
  ...overrides,
});

// Ana is registered, Luis is not, Sofia (7) is in already.
const ruiz: DoorGroup = {
  householdId: 20,
  name: 'The Ruiz family',
  members: [
    member(1, 'Ana Ruiz'),
    member(2, 'Luis Ruiz', { registered: false, age: null }),
    member(3, 'Sofia Ruiz', { role: 'child', age: 7, checkIn: true }),
  ],
};

function renderDoor({ registrationRequired = true, groups = [ruiz] as DoorGroup[] | null, offer = null as DoorGroup | null } = {}) {
  const onCheckIn = vi.fn(async () => {});
  const search = { q: '2273', setQ: vi.fn(), groups, clear: vi.fn() };
  renderWithApp(
    <FamilyDoor registrationRequired={registrationRequired} search={search} offer={offer} onDismissOffer={vi.fn()} onCheckIn={onCheckIn} />,
  );
  return { onCheckIn, search };
}

describe('FamilyDoor', () => {
  it('lists the families found, opens one with each person ticked who may be checked in, and checks in the ticked ones', async () => {
    const { onCheckIn, search } = renderDoor();
    expect(screen.getByText('1 family found')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('list', { name: 'Families found' })).getByRole('button', { name: /The Ruiz family/ }));
    const panel = screen.getByRole('region', { name: 'The Ruiz family' });
    // Registered and not in: ticked. Not registered at an event that requires it: not ticked. In: no box to tick.
    expect(within(panel).getByRole('checkbox', { name: 'Ana Ruiz' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Luis Ruiz' })).not.toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Sofia Ruiz' })).toBeDisabled();
    expect(panel).toHaveTextContent('Not registered');
    expect(panel).toHaveTextContent('Child · 7 years old');

    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Luis Ruiz' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Check in (2)' }));
    await vi.waitFor(() => expect(onCheckIn).toHaveBeenCalledWith([ruiz.members[0], ruiz.members[1]]));
    await vi.waitFor(() => expect(search.clear).toHaveBeenCalled());
  });

  it('ticks the unregistered too at an event open to all', () => {
    renderDoor({ registrationRequired: false });
    fireEvent.click(screen.getByRole('button', { name: /The Ruiz family/ }));
    expect(screen.getByRole('button', { name: 'Check in (2)' })).toBeEnabled();
  });

  it('says when no family is found', () => {
    renderDoor({ groups: [] });
    expect(screen.getByText('No family found.')).toBeInTheDocument();
  });

  it("offers a scanned member's housemates with those not in ticked", async () => {
    const offer: DoorGroup = { householdId: null, name: 'Ana Ruiz', members: [ruiz.members[1]!, ruiz.members[2]!] };
    const { onCheckIn } = renderDoor({ groups: null, offer, registrationRequired: false });
    const panel = screen.getByRole('region', { name: "Also in Ana Ruiz's household" });
    fireEvent.click(within(panel).getByRole('button', { name: 'Check in (1)' }));
    await vi.waitFor(() => expect(onCheckIn).toHaveBeenCalledWith([ruiz.members[1]]));
  });
});
