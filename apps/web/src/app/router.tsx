import { BrowserRouter, Route, Routes } from 'react-router';
import { lazyRoute } from './lazy-route.ts';
import { RouteBoundary } from './route-boundary.tsx';

/*
 * Declared routes (BrowserRouter and Routes) rather than a data router: the console loads its data
 * with TanStack Query, not route loaders, and the data router is 17 KB more JavaScript on every
 * screen, /login first (decision 013).
 */
const Login = lazyRoute(() => import('./routes/login.tsx'));
/** A kiosk at the door: no staff session, its own cookie (docs/api.md, "Stations"). */
const Station = lazyRoute(() => import('./routes/station.tsx'));
const SignedIn = lazyRoute(() => import('./routes/signed-in.tsx'));
const Home = lazyRoute(() => import('./routes/home.tsx'));
const Placeholder = lazyRoute(() => import('./routes/placeholder.tsx'));

/** The signed-in screens by path, each its own script. */
const screens: [path: string, screen: React.ComponentType][] = [
  ['members', lazyRoute(() => import('./routes/members-list.tsx'))],
  ['members/import', lazyRoute(() => import('./routes/member-import.tsx'))],
  ['members/duplicates', lazyRoute(() => import('./routes/member-duplicates.tsx'))],
  ['members/new', lazyRoute(() => import('./routes/member-new.tsx'))],
  ['members/:code', lazyRoute(() => import('./routes/member-view.tsx'))],
  ['members/:code/edit', lazyRoute(() => import('./routes/member-edit.tsx'))],
  ['households', lazyRoute(() => import('./routes/households-list.tsx'))],
  ['households/duplicates', lazyRoute(() => import('./routes/household-duplicates.tsx'))],
  ['households/new', lazyRoute(() => import('./routes/household-new.tsx'))],
  ['households/:id', lazyRoute(() => import('./routes/household-view.tsx'))],
  ['households/:id/edit', lazyRoute(() => import('./routes/household-edit.tsx'))],
  ['profile', lazyRoute(() => import('./routes/profile.tsx'))],
  ['profile/edit', lazyRoute(() => import('./routes/profile-edit.tsx'))],
  ['profile/change-password', lazyRoute(() => import('./routes/profile-change-password.tsx'))],
  ['change-password', lazyRoute(() => import('./routes/change-password.tsx'))],
  ['programs', lazyRoute(() => import('./routes/programs-list.tsx'))],
  ['programs/new', lazyRoute(() => import('./routes/program-new.tsx'))],
  ['programs/:id', lazyRoute(() => import('./routes/program-view.tsx'))],
  ['programs/:id/edit', lazyRoute(() => import('./routes/program-edit.tsx'))],
  ['venues', lazyRoute(() => import('./routes/venues-list.tsx'))],
  ['venues/new', lazyRoute(() => import('./routes/venue-new.tsx'))],
  ['venues/:id', lazyRoute(() => import('./routes/venue-view.tsx'))],
  ['venues/:id/edit', lazyRoute(() => import('./routes/venue-edit.tsx'))],
  ['events/:code', lazyRoute(() => import('./routes/event-view.tsx'))],
  ['events/:code/registration', lazyRoute(() => import('./routes/event-registration.tsx'))],
  ['events/:code/check-in', lazyRoute(() => import('./routes/event-check-in.tsx'))],
  ['events', lazyRoute(() => import('./routes/events-list.tsx'))],
  ['events/new', lazyRoute(() => import('./routes/event-new.tsx'))],
  ['events/:code/edit', lazyRoute(() => import('./routes/event-edit.tsx'))],
  ['reports', lazyRoute(() => import('./routes/reports.tsx'))],
  ['settings/stations', lazyRoute(() => import('./routes/settings-stations.tsx'))],
  ['settings/calendar-feeds', lazyRoute(() => import('./routes/settings-calendar-feeds.tsx'))],
  ['settings/webhooks', lazyRoute(() => import('./routes/settings-webhooks.tsx'))],
  ['settings/audit', lazyRoute(() => import('./routes/settings-audit.tsx'))],
  ['settings/api-tokens', lazyRoute(() => import('./routes/settings-api-tokens.tsx'))],
  // Every area but the working ones answers a placeholder for its list, new, create, view and edit routes.
  ...['services'].flatMap((area) =>
    [area, `${area}/new`, `${area}/create`, `${area}/:code`, `${area}/:code/edit`].map((path): [string, React.ComponentType] => [
      path,
      Placeholder,
    ]),
  ),
  ['*', lazyRoute(() => import('./routes/not-found.tsx'))],
];

export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteBoundary>
        <Routes>
          <Route path="/login" element={<Login />} />
          <Route path="/station" element={<Station />} />
          <Route path="/" element={<SignedIn />}>
            <Route index element={<Home />} />
            {screens.map(([path, Screen]) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
          </Route>
        </Routes>
      </RouteBoundary>
    </BrowserRouter>
  );
}
