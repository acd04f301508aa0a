import { act, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { CHUNK_LOAD_TIMEOUT_MS, lazyRoute } from './lazy-route.ts';
import { RouteBoundary } from './route-boundary.tsx';

function Broken(): never {
  throw new Error('The screen broke.');
}

function Screens({ slow = null }: { slow?: React.ReactElement | null }) {
  return (
    <>
      <Link to="/fine">go to fine</Link>
      <RouteBoundary>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/fine" element={<p>Fine screen</p>} />
          <Route path="/slow" element={slow} />
        </Routes>
      </RouteBoundary>
    </>
  );
}

describe('RouteBoundary', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the error page when a screen fails to render, and the next screen once the address changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithApp(<Screens />, { url: '/broken' });
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The screen broke.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'go to fine' }));
    expect(await screen.findByText('Fine screen')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it("shows the loader while a screen's script arrives, and the screen once it has", async () => {
    let arrive: (module: { Component: React.ComponentType }) => void = () => {};
    const Later = lazyRoute(() => new Promise((resolve) => (arrive = resolve)));
    renderWithApp(<Screens slow={<Later />} />, { url: '/slow' });
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    await act(async () => arrive({ Component: () => <p>Arrived</p> }));
    expect(await screen.findByText('Arrived')).toBeInTheDocument();
  });

  it('says the page took too long when its script has not arrived after 120 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Never = lazyRoute(() => new Promise(() => {}));
    renderWithApp(<Screens slow={<Never />} />, { url: '/slow' });
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1_000));
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText('The page took too long to load. Please reload.')).toBeInTheDocument();
  });
});
