import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '../../lib/session-store.ts';
import { TestEnvMantine, renderWithApp } from '../../test/render.tsx';
import { AppLayout } from './app-layout.tsx';

describe('AppLayout landmarks', () => {
  it('has one contentinfo landmark, one banner and one main', () => {
    renderWithApp(<AppLayout />);
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('All rights reserved.');
  });

  it("exposes the header's logo as an image named after the product, inside the link home", () => {
    renderWithApp(<AppLayout />);
    const home = screen.getByRole('link', { name: 'Community Console home' });
    expect(home).toContainElement(screen.getByRole('img', { name: 'Community Console' }));
  });
});

describe('AppLayout menus, loaded when first used', () => {
  beforeEach(() => setSession({ code: 3, firstName: 'Rosa María', lastName: 'Diaz', role: 'Coordinator', roleId: 2, token: 't' }));
  afterEach(() => clearSession());

  it('opens the user menu on the first click of its button, and Escape hands the focus back to the button', async () => {
    const { user } = renderWithApp(
      <TestEnvMantine>
        <AppLayout />
      </TestEnvMantine>,
    );
    const button = screen.getByRole('button', { name: 'User menu for Rosa María Diaz' });
    expect(button).toHaveTextContent('RDRosa');
    // The initials are hidden from assistive technology: the label says the name in full.
    expect(within(button).getByText('RD').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('button', { name: 'User menu for Rosa María Diaz' })).toHaveFocus();
  });

  it('opens the main menu drawer on the first click of the burger, and Escape hands the focus back to the burger', async () => {
    const { user } = renderWithApp(
      <TestEnvMantine>
        <AppLayout />
      </TestEnvMantine>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open main menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(within(drawer).getByRole('link', { name: 'Members' })).toHaveAttribute('href', '/members');
    // The drawer sits outside every landmark: a <header> in it would be a second banner.
    expect(within(drawer).queryByRole('banner')).toBeNull();
    expect(screen.getAllByRole('banner')).toHaveLength(1);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open main menu' })).toHaveFocus());
  });
});
