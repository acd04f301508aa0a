import { screen, waitFor } from '@testing-library/react';
import { errorBody, messages } from '@console/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/toasts/toast-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { buildProgram, categoriesAnswer, stubApi } from '../../../test/programs-fixtures.ts';
import { NewProgramForm } from './new-program-form.tsx';

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'danger');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderNewProgram() {
  return renderWithApp(<NewProgramForm />, { url: '/programs/new' });
}

const nameBox = () => screen.getByRole('textbox', { name: 'Name' });
const descriptionBox = () => screen.getByRole('textbox', { name: 'Description' });
const categorySelect = () => screen.getByRole('combobox', { name: 'Category' });

async function fillValid(user: ReturnType<typeof renderNewProgram>['user']) {
  await user.selectOptions(categorySelect(), await screen.findByRole('option', { name: 'Youth' }));
  await user.type(nameBox(), '  Youth Choir ');
  await user.type(descriptionBox(), 'Sings on Sundays');
}

describe('NewProgramForm', () => {
  it('shows Category (loaded), Name and an optional Description, with Save and Cancel', async () => {
    stubApi(categoriesAnswer);
    renderNewProgram();
    expect(await screen.findByRole('option', { name: 'Education' })).toBeInTheDocument();
    expect(screen.getByLabelText('Category', { exact: false })).toBeRequired();
    expect(screen.getByLabelText('Name', { exact: false })).toBeRequired();
    expect(descriptionBox()).not.toBeRequired();
    expect(screen.queryByRole('textbox', { name: 'Code' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/programs');
  });

  it('validates each field on blur with a mark and its message', async () => {
    stubApi(categoriesAnswer);
    const { user } = renderNewProgram();
    await user.click(categorySelect());
    await user.tab();
    expect(await screen.findByText('Category is required.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Category is invalid' })).toBeInTheDocument();
    await user.click(nameBox());
    await user.tab();
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Name is invalid' })).toBeInTheDocument();
    expect(nameBox()).toBeInvalid();
    await user.type(nameBox(), 'Choir');
    await user.tab();
    expect(await screen.findByRole('img', { name: 'Name is valid' })).toBeInTheDocument();
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
  });

  it('leaves an empty description without a mark or message', async () => {
    stubApi(categoriesAnswer);
    const { user } = renderNewProgram();
    await user.click(descriptionBox());
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('img', { name: /Description is/ })).not.toBeInTheDocument());
  });

  it('on submit shows every message, toasts "check for errors" and sends nothing', async () => {
    const { calls } = stubApi(categoriesAnswer);
    const { user } = renderNewProgram();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category is required.')).toBeInTheDocument();
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(toast.danger).toHaveBeenCalledWith('Program create failed! Please check for errors.', { about: 'save.Program.create' });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates the program with trimmed text, toasts and resets the form', async () => {
    const { calls } = stubApi((call) => {
      if (call.method === 'POST' && call.path === '/api/programs')
        return { status: 201, body: buildProgram({ id: 9, name: 'Youth Choir', categoryId: 3 }) };
      return categoriesAnswer(call);
    });
    const { user } = renderNewProgram();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Program created successfully!', { about: 'save.Program.create' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      categoryId: 3,
      name: 'Youth Choir',
      description: 'Sings on Sundays',
    });
    await waitFor(() => expect(nameBox()).toHaveValue(''));
    expect(descriptionBox()).toHaveValue('');
    expect(categorySelect()).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Name is valid' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/programs/new');
  });

  it('sends an empty description as null', async () => {
    const { calls } = stubApi((call) => {
      if (call.method === 'POST' && call.path === '/api/programs') return { status: 201, body: buildProgram() };
      return categoriesAnswer(call);
    });
    const { user } = renderNewProgram();
    await user.selectOptions(categorySelect(), await screen.findByRole('option', { name: 'Worship' }));
    await user.type(nameBox(), 'Prayer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Program created successfully!', { about: 'save.Program.create' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ categoryId: 1, name: 'Prayer', description: null });
  });

  it('shows a 409 duplicate on the Name field, toasts "try again" and keeps what was typed', async () => {
    stubApi((call) => {
      if (call.method === 'POST' && call.path === '/api/programs')
        return { status: 409, body: errorBody(messages.programs.alreadyExists, { name: [messages.programs.alreadyExists] }) };
      return categoriesAnswer(call);
    });
    const { user } = renderNewProgram();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Program already exists')).toBeInTheDocument();
    expect(toast.danger).toHaveBeenCalledWith('Program create failed! Please try again.', { about: 'save.Program.create' });
    expect(nameBox()).toHaveValue('  Youth Choir ');
    expect(descriptionBox()).toHaveValue('Sings on Sundays');
    expect(categorySelect()).toHaveValue('3');
  });

  it('on a server failure toasts "try again" and keeps every value', async () => {
    stubApi((call) => {
      if (call.method === 'POST' && call.path === '/api/programs') return { status: 500, body: { message: 'Internal server error' } };
      return categoriesAnswer(call);
    });
    const { user } = renderNewProgram();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.danger).toHaveBeenCalledWith('Program create failed! Please try again.', { about: 'save.Program.create' }),
    );
    expect(toast.success).not.toHaveBeenCalled();
    expect(nameBox()).toHaveValue('  Youth Choir ');
    expect(categorySelect()).toHaveValue('3');
  });
});
