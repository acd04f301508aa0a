import { screen, waitFor, within } from '@testing-library/react';
import { errorBody, messages } from '@console/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { buildMember, referenceAnswer, stubApi } from '../../../test/members-fixtures.ts';
import { MemberDetails } from './member-details.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MemberDetails', () => {
  it('shows every field disabled, with no Save', async () => {
    const member = buildMember({
      code: 5,
      firstName: 'Luis',
      gender: 'Male',
      birthDate: '1990-04-02',
      civilStatusId: 2,
      hobbies: 'Chess',
      isActiveLaic: true,
    });
    stubApi((call) => (call.path === '/api/members/5' ? { body: { ...member, pickups: [], households: [] } } : referenceAnswer(call)));
    renderWithApp(<MemberDetails code={5} />, { url: '/members/5' });
    expect(await screen.findByRole('textbox', { name: 'First Name' })).toHaveValue('Luis');
    // The member's fields; the page's other parts (the events' pages) stay usable.
    const form = within(screen.getByRole('form', { name: 'Member 5' }));
    for (const textbox of form.getAllByRole('textbox')) expect(textbox).toBeDisabled();
    for (const select of form.getAllByRole('combobox')) expect(select).toBeDisabled();
    for (const toggle of form.getAllByRole('switch')) expect(toggle).toBeDisabled();
    expect(screen.getByLabelText('Birth Date')).toHaveValue('1990-04-02');
    expect(screen.getByRole('switch', { name: 'Active Laic' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('Male');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Civil Status' })).toHaveValue('2'));
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows an empty Email for a member without one, not saying it is optional', async () => {
    const member = buildMember({ code: 8, firstName: 'Pablo', email: null });
    stubApi((call) => (call.path === '/api/members/8' ? { body: { ...member, pickups: [], households: [] } } : referenceAnswer(call)));
    renderWithApp(<MemberDetails code={8} />, { url: '/members/8' });
    expect(await screen.findByRole('textbox', { name: 'First Name' })).toHaveValue('Pablo');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAccessibleDescription();
  });

  it('lists their households with their role in each, each a link to its page', async () => {
    const member = { ...buildMember({ code: 6 }), pickups: [], households: [{ id: 3, name: 'Lopez family', role: 'child' as const }] };
    stubApi((call) => (call.path === '/api/members/6' ? { body: member } : referenceAnswer(call)));
    renderWithApp(<MemberDetails code={6} />, { url: '/members/6' });
    const section = await screen.findByRole('region', { name: 'Households' });
    expect(within(section).getByRole('link', { name: 'Lopez family' })).toHaveAttribute('href', '/households/3');
    expect(within(section).getByText('Child')).toBeInTheDocument();
  });

  it('says when they are in no household', async () => {
    stubApi((call) =>
      call.path === '/api/members/7' ? { body: { ...buildMember({ code: 7 }), pickups: [], households: [] } } : referenceAnswer(call),
    );
    renderWithApp(<MemberDetails code={7} />, { url: '/members/7' });
    const section = await screen.findByRole('region', { name: 'Households' });
    expect(within(section).getByText('Not in any household')).toBeInTheDocument();
  });

  it('lists the events they came to, each a link to its event, and pages them', async () => {
    const event = (code: number, name: string, checkedInAt: string | null) => ({
      code,
      name,
      program: 'Catechism',
      startDate: '2024-12-07',
      startTime: '09:30',
      endDate: '2024-12-07',
      endTime: '12:00',
      status: 'Finalized',
      registeredAt: '2024-12-01T10:00:00.000Z',
      checkedInAt,
      checkedOutAt: null,
    });
    const { calls } = stubApi((call) => {
      if (call.path === '/api/members/9') return { body: { ...buildMember({ code: 9 }), pickups: [], households: [] } };
      if (call.pathname === '/api/members/9/events')
        return call.params.get('page') === '2'
          ? { body: { totalCount: 11, events: [event(30, 'Youth night', null)] } }
          : { body: { totalCount: 11, events: [event(41, 'Advent retreat', '2024-12-07T09:41:00.000Z'), event(40, 'Choir', null)] } };
      return referenceAnswer(call);
    });
    const { user } = renderWithApp(<MemberDetails code={9} />, { url: '/members/9' });
    const table = await screen.findByRole('table', { name: 'Events' });
    expect(await within(table).findByRole('link', { name: 'Advent retreat' })).toHaveAttribute('href', '/events/41');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Catechism')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Finalized')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Not checked in')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('Not checked in')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await within(table).findByRole('link', { name: 'Youth night' })).toHaveAttribute('href', '/events/30');
    expect(calls.filter((call) => call.pathname === '/api/members/9/events').map((call) => call.params.get('page'))).toEqual(['1', '2']);
  });

  it('says when the member does not exist', async () => {
    stubApi((call) =>
      call.path === '/api/members/404' ? { status: 404, body: errorBody(messages.members.notFound) } : referenceAnswer(call),
    );
    renderWithApp(<MemberDetails code={404} />, { url: '/members/404' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Member not found');
  });
});
