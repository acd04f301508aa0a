import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, messages, type MemberPickup, type MemberRecord } from '@console/contracts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { clearSession, setSession } from '../../../lib/session-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { buildMemberRecord, referenceAnswer, stubApi, type ApiAnswer, type ApiCall } from '../../../test/members-fixtures.ts';
import { EditMember } from './edit-member.tsx';
import { MemberDetails } from './member-details.tsx';
import { NewMemberForm } from './new-member-form.tsx';

/* The member form's Pickups section (New and Edit) and the list on Member Details. */

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'danger');
  setSession({ code: 1, firstName: 'Admin', lastName: 'User', role: 'Coordinator', roleId: 2, token: 't' });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearSession();
});

const rosa: MemberPickup = { name: 'Rosa Ruiz', phone: '555-0101', relation: 'Grandmother', allowed: true, note: null };
const luis: MemberPickup = { name: 'Luis Ruiz', phone: null, relation: 'Father', allowed: false, note: 'Court order' };

const pablo = (pickups: MemberPickup[]) =>
  buildMemberRecord({ code: 7, firstName: 'Pablo', lastName: 'Ruiz', email: null, birthDate: '2019-06-01', pickups });

/** Serves `member` and the reference lists; `extra` answers the rest. */
function stubMemberApi(member: MemberRecord, extra: (call: ApiCall) => ApiAnswer | undefined = () => undefined) {
  return stubApi((call) => {
    if (call.method === 'GET' && call.path === `/api/members/${member.code}`) return { body: member };
    return extra(call) ?? referenceAnswer(call);
  });
}

const row = (number: number) => screen.getByRole('group', { name: `Pickup ${number}` });

describe('Pickups on Edit Member', () => {
  it('shows the stored rows in order, the one not allowed marked "Not allowed"', async () => {
    stubMemberApi(pablo([rosa, luis]));
    renderWithApp(<EditMember code={7} />, { url: '/members/7/edit' });
    await screen.findByRole('group', { name: 'Pickup 1' });
    expect(within(row(1)).getByRole('textbox', { name: 'Name' })).toHaveValue('Rosa Ruiz');
    expect(within(row(1)).getByRole('textbox', { name: 'Phone' })).toHaveValue('555-0101');
    expect(within(row(1)).getByRole('switch', { name: 'Allowed to collect' })).toBeChecked();
    expect(within(row(1)).queryByText('Not allowed')).not.toBeInTheDocument();
    expect(within(row(2)).getByRole('textbox', { name: 'Name' })).toHaveValue('Luis Ruiz');
    expect(within(row(2)).getByRole('switch', { name: 'Allowed to collect' })).not.toBeChecked();
    expect(within(row(2)).getByText('Not allowed')).toBeInTheDocument();
    expect(within(row(2)).getByRole('textbox', { name: /^Note/ })).toHaveValue('Court order');
  });

  it('adds a row, asks why someone is not allowed, and saves the list in order', async () => {
    const { calls } = stubMemberApi(pablo([rosa]), (call) =>
      call.method === 'PUT' ? { body: { ...pablo([rosa]), ...(call.body as object) } } : undefined,
    );
    const { user } = renderWithApp(<EditMember code={7} />, { url: '/members/7/edit' });
    await screen.findByRole('group', { name: 'Pickup 1' });
    await user.click(screen.getByRole('button', { name: 'Add pickup' }));
    const added = row(2);
    expect(within(added).getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    await user.type(within(added).getByRole('textbox', { name: /^Name/ }), 'Luis Ruiz');
    await user.type(within(added).getByRole('textbox', { name: 'Relation' }), 'Father');
    await user.click(within(added).getByRole('switch', { name: 'Allowed to collect' }));
    expect(within(added).getByText('Not allowed')).toBeInTheDocument();
    expect(within(added).getByRole('textbox', { name: /^Note/ })).toBeRequired();
    expect(within(added).getByRole('textbox', { name: /^Note/ })).toHaveAccessibleDescription(
      'Required while they are not allowed to collect.',
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(added).findByText('Say why this person may not collect them.')).toBeInTheDocument();
    expect(toast.danger).toHaveBeenCalledWith('Member update failed! Please check for errors.', { about: 'save.Member.update' });
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(within(added).getByRole('textbox', { name: /^Note/ }), 'Court order');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Member updated successfully!', { about: 'save.Member.update' }));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      pickups: [rosa, { name: 'Luis Ruiz', phone: null, relation: 'Father', allowed: false, note: 'Court order' }],
    });
  });

  it('removes a row, and saves an empty list when every row is gone', async () => {
    const { calls } = stubMemberApi(pablo([rosa, luis]), (call) =>
      call.method === 'PUT' ? { body: { ...pablo([]), ...(call.body as object) } } : undefined,
    );
    const { user } = renderWithApp(<EditMember code={7} />, { url: '/members/7/edit' });
    await screen.findByRole('group', { name: 'Pickup 2' });
    await user.click(screen.getByRole('button', { name: 'Remove pickup 1' }));
    expect(within(row(1)).getByRole('textbox', { name: 'Name' })).toHaveValue('Luis Ruiz');
    await user.click(screen.getByRole('button', { name: 'Remove pickup 1' }));
    expect(screen.queryByRole('group', { name: 'Pickup 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ pickups: [] });
  });

  it("shows the server's refusal of a pickup under its field", async () => {
    stubMemberApi(pablo([rosa, luis]), (call) =>
      call.method === 'PUT'
        ? { status: 400, body: errorBody(messages.common.invalidInput, { 'pickups.1.note': [messages.members.pickupNoteRequired] }) }
        : undefined,
    );
    const { user } = renderWithApp(<EditMember code={7} />, { url: '/members/7/edit' });
    await screen.findByRole('group', { name: 'Pickup 2' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(row(2)).findByText('Say why this person may not collect them.')).toBeInTheDocument();
    expect(within(row(2)).getByRole('textbox', { name: /^Note/ })).toBeInvalid();
    expect(toast.danger).toHaveBeenCalledWith('Member update failed! Please check for errors.', { about: 'save.Member.update' });
  });

  it('stops adding at ten pickups', async () => {
    const ten = Array.from({ length: 10 }, (_, index) => ({ ...rosa, name: `Person ${index + 1}` }));
    stubMemberApi(pablo(ten));
    renderWithApp(<EditMember code={7} />, { url: '/members/7/edit' });
    await screen.findByRole('group', { name: 'Pickup 10' });
    expect(screen.getByRole('button', { name: 'Add pickup' })).toBeDisabled();
    expect(screen.getByText('At most 10 pickups.')).toBeInTheDocument();
  });
});

describe('Pickups on New Member', () => {
  it('sends the rows added with the new member', async () => {
    const { calls } = stubApi((call) =>
      call.method === 'POST' && call.path === '/api/members' ? { status: 201, body: pablo([rosa]) } : referenceAnswer(call),
    );
    const { user } = renderWithApp(<NewMemberForm />, { url: '/members/new' });
    expect(screen.queryByRole('group', { name: 'Pickup 1' })).not.toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role' }), await screen.findByRole('option', { name: 'Member' }));
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Pablo');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Ruiz');
    await user.click(screen.getByRole('button', { name: 'Add pickup' }));
    await user.type(within(row(1)).getByRole('textbox', { name: /^Name/ }), 'Rosa Ruiz');
    await user.type(within(row(1)).getByRole('textbox', { name: 'Phone' }), '555-0101');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Member created successfully!', { about: 'save.Member.create' }));
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/members')?.body).toMatchObject({
      pickups: [{ name: 'Rosa Ruiz', phone: '555-0101', relation: null, allowed: true, note: null }],
    });
  });
});

describe('Pickups on Member Details', () => {
  it('lists who may collect the member, the one not allowed marked with the reason', async () => {
    stubMemberApi(pablo([rosa, luis]));
    renderWithApp(<MemberDetails code={7} />, { url: '/members/7' });
    const section = await screen.findByRole('region', { name: 'Pickups' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Rosa RuizGrandmotherAllowed555-0101', 'Luis RuizFatherNot allowedCourt order']);
    expect(screen.queryByRole('button', { name: 'Add pickup' })).not.toBeInTheDocument();
  });

  it('says when none is listed', async () => {
    stubMemberApi(pablo([]));
    renderWithApp(<MemberDetails code={7} />, { url: '/members/7' });
    const section = await screen.findByRole('region', { name: 'Pickups' });
    expect(within(section).getByText('No pickups listed')).toBeInTheDocument();
  });
});
