import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/toasts/toaster.tsx';
import { dismissAllToasts, toast } from '../../components/toasts/toast-store.ts';
import { enSignedOut } from '../../lib/i18n/catalogs/en-signed-out.ts';
import { i18n } from '../../lib/i18n/index.ts';
import { renderWithApp } from '../../test/render.tsx';
import { RouteBoundary } from '../route-boundary.tsx';
import { Component as Login } from './login.tsx';

/*
 * /login loads only the signed-out English (lib/i18n/catalogs/en-signed-out.ts); the signed-in
 * frame adds the rest. Here the catalog holds only that part, as on /login, and every text the
 * screens before sign-in ask for must be found in it.
 */
const missing: string[] = [];
const options = i18n.options as {
  saveMissing?: boolean;
  missingKeyHandler?: (languages: readonly string[], namespace: string, key: string) => void;
};

beforeAll(() => {
  i18n.removeResourceBundle('en', 'translation');
  i18n.addResourceBundle('en', 'translation', enSignedOut);
  options.saveMissing = true;
  options.missingKeyHandler = (_languages, _namespace, key) => missing.push(key);
});
afterAll(() => {
  options.saveMissing = false;
  options.missingKeyHandler = undefined;
});
beforeEach(() => {
  missing.length = 0;
});

function Broken(): never {
  throw new Error('The screen broke.');
}

describe('the screens before sign-in, with only the signed-out English', () => {
  it('would notice a text that is not in it', () => {
    i18n.t('members.title');
    expect(missing).toEqual(['members.title']);
  });

  it('shows the sign-in page and its failed sign-in', async () => {
    const { user } = renderWithApp(<Login />, { url: '/login' });
    expect(screen.getByText('Sign in to continue')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong email or password');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show or hide password' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('shows the error page of a screen that broke', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApp(
      <RouteBoundary>
        <Routes>
          <Route path="*" element={<Broken />} />
        </Routes>
      </RouteBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('shows a toast', () => {
    vi.useFakeTimers();
    renderWithApp(<Toaster />);
    act(() => {
      toast.danger('Something failed');
    });
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByText('Something failed')).toBeInTheDocument();
    act(() => dismissAllToasts());
    vi.useRealTimers();
    expect(missing).toEqual([]);
  });
});
