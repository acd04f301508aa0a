import { screen, waitFor } from '@testing-library/react';
import { errorBody, messages } from '@console/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Program } from '@console/contracts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { buildProgram, categoriesAnswer, stubApi, type ApiAnswer, type ApiCall } from '../../../test/programs-fixtures.ts';
import { EditProgram } from './edit-program.tsx';

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'danger');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Serves `program` and the categories; `extra` answers the rest. */
function stubProgramApi(program: Program, extra: (call: ApiCall) => ApiAnswer | undefined = () => undefined) {
  return stubApi((call) => {
    if (call.method === 'GET' && call.path === `/api/programs/${program.id}`) return { body: program };
    return extra(call) ?? categoriesAnswer(call);
  });
}

function renderEdit(id: number) {
  return renderWithApp(<EditProgram id={id} />, { url: `/programs/${id}/edit` });
}

const choir = () => buildProgram({ id: 7, name: 'Choir', description: 'Sings', categoryId: 1 });
const nameBox = () => screen.getByRole('textbox', { name: 'Name' });

describe('EditProgram', () => {
  it('shows the stored program with a disabled Code', async () => {
    stubProgramApi(choir());
    renderEdit(7);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Choir');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Sings');
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('7');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('1'));
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/programs');
  });

  it('says so when the program does not exist', async () => {
    stubApi((call) =>
      call.path === '/api/programs/8' ? { status: 404, body: errorBody(messages.programs.notFound) } : categoriesAnswer(call),
    );
    renderEdit(8);
    expect(await screen.findByRole('alert')).toHaveTextContent('Program not found');
  });

  it('saves with PUT (the id included), toasts and stays on the page', async () => {
    const { calls } = stubProgramApi(choir(), (call) =>
      call.method === 'PUT' ? { body: buildProgram({ id: 7, name: 'Choir II', description: null, categoryId: 2 }) } : undefined,
    );
    const { user } = renderEdit(7);
    await user.clear(await screen.findByRole('textbox', { name: 'Name' }));
    await user.type(nameBox(), 'Choir II');
    await user.clear(screen.getByRole('textbox', { name: 'Description' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Education');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Program updated successfully!', { about: 'save.Program.update' }));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect({ method: put.method, path: put.path, body: put.body }).toEqual({
      method: 'PUT',
      path: '/api/programs/7',
      body: { categoryId: 2, name: 'Choir II', description: null, id: 7 },
    });
    expect(nameBox()).toHaveValue('Choir II');
    expect(screen.getByTestId('location')).toHaveTextContent('/programs/7/edit');
  });

  it('refuses an emptied name with "check for errors" and sends nothing', async () => {
    const { calls } = stubProgramApi(choir());
    const { user } = renderEdit(7);
    await user.clear(await screen.findByRole('textbox', { name: 'Name' }));
    await user.tab();
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.danger).toHaveBeenCalledWith('Program update failed! Please check for errors.', { about: 'save.Program.update' }),
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("treats a Coordinator's 403 as 'try again' and keeps what was typed", async () => {
    stubProgramApi(choir(), (call) => (call.method === 'PUT' ? { status: 403, body: errorBody(messages.auth.forbidden) } : undefined));
    const { user } = renderEdit(7);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), ' Plus');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.danger).toHaveBeenCalledWith('Program update failed! Please try again.', { about: 'save.Program.update' }),
    );
    expect(toast.success).not.toHaveBeenCalled();
    expect(nameBox()).toHaveValue('Choir Plus');
  });

  it('shows a duplicate name on the Name field with "try again"', async () => {
    stubProgramApi(choir(), (call) =>
      call.method === 'PUT'
        ? { status: 409, body: errorBody(messages.programs.alreadyExists, { name: [messages.programs.alreadyExists] }) }
        : undefined,
    );
    const { user } = renderEdit(7);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Program already exists')).toBeInTheDocument();
    expect(toast.danger).toHaveBeenCalledWith('Program update failed! Please try again.', { about: 'save.Program.update' });
    expect(nameBox()).toHaveValue('Choirx');
  });
});
