import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { cssVariablesResolver, theme } from '../app/theme.ts';

/**
 * The app's theme with Mantine's env="test": dropdown transitions off (jsdom never finishes them,
 * so a Select's options would stay display: none) and no portals. For tests that open dropdowns.
 */
export function TestEnvMantine({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      {children}
    </MantineProvider>
  );
}

/** Shows the router's current location, so tests can read what the URL became. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders `ui` the way the app does (theme, query client, router) at `url`, with a probe of the
 * current location. Answers Testing Library's queries plus a user-event instance.
 */
export function renderWithApp(
  ui: ReactElement,
  {
    url = '/',
    path = '*',
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  }: { url?: string; path?: string; queryClient?: QueryClient } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
  const routed = (
    <>
      <Routes>
        <Route path={path} element={ui} />
      </Routes>
      <LocationProbe />
    </>
  );
  return { user: userEvent.setup(), queryClient, ...render(routed, { wrapper }) };
}
