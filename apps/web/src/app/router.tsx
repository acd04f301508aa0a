import { createBrowserRouter, type RouteObject } from 'react-router';
import { lazyRoute } from './lazy-route.ts';
import { RouteError } from './route-error.tsx';
import { PageLoader } from './page-loader.tsx';

const placeholder = lazyRoute(() => import('./routes/placeholder.tsx'));

/** Every area but the working ones answers a placeholder for its list, new, create, view and edit routes. */
function placeholderArea(area: string): RouteObject[] {
  return [area, `${area}/new`, `${area}/create`, `${area}/:code`, `${area}/:code/edit`].map((path) => ({ path, lazy: placeholder }));
}

export const routes: RouteObject[] = [
  { path: '/login', lazy: lazyRoute(() => import('./routes/login.tsx')), errorElement: <RouteError />, HydrateFallback: PageLoader },
  {
    path: '/',
    HydrateFallback: PageLoader,
    lazy: lazyRoute(() => import('./routes/signed-in.tsx')),
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: lazyRoute(() => import('./routes/home.tsx')) },
      { path: 'members', lazy: lazyRoute(() => import('./routes/members-list.tsx')) },
      { path: 'members/import', lazy: lazyRoute(() => import('./routes/member-import.tsx')) },
      { path: 'members/duplicates', lazy: lazyRoute(() => import('./routes/member-duplicates.tsx')) },
      { path: 'members/new', lazy: lazyRoute(() => import('./routes/member-new.tsx')) },
      { path: 'members/:code', lazy: lazyRoute(() => import('./routes/member-details.tsx')) },
      { path: 'members/:code/edit', lazy: lazyRoute(() => import('./routes/member-edit.tsx')) },
      { path: 'profile', lazy: lazyRoute(() => import('./routes/profile.tsx')) },
      { path: 'profile/edit', lazy: lazyRoute(() => import('./routes/profile-edit.tsx')) },
      { path: 'profile/change-password', lazy: lazyRoute(() => import('./routes/profile-change-password.tsx')) },
      { path: 'change-password', lazy: lazyRoute(() => import('./routes/change-password.tsx')) },
      { path: 'programs', lazy: lazyRoute(() => import('./routes/programs-list.tsx')) },
      { path: 'programs/new', lazy: lazyRoute(() => import('./routes/program-new.tsx')) },
      { path: 'programs/:id', lazy: lazyRoute(() => import('./routes/program-view.tsx')) },
      { path: 'programs/:id/edit', lazy: lazyRoute(() => import('./routes/program-edit.tsx')) },
      { path: 'venues', lazy: lazyRoute(() => import('./routes/venues-list.tsx')) },
      { path: 'venues/new', lazy: lazyRoute(() => import('./routes/venue-new.tsx')) },
      { path: 'venues/:id', lazy: lazyRoute(() => import('./routes/venue-view.tsx')) },
      { path: 'venues/:id/edit', lazy: lazyRoute(() => import('./routes/venue-edit.tsx')) },
      { path: 'events/:code', lazy: lazyRoute(() => import('./routes/event-details.tsx')) },
      { path: 'events/:code/registration', lazy: lazyRoute(() => import('./routes/event-registration.tsx')) },
      { path: 'events/:code/check-in', lazy: lazyRoute(() => import('./routes/event-check-in.tsx')) },
      { path: 'events', lazy: lazyRoute(() => import('./routes/events-list.tsx')) },
      { path: 'events/new', lazy: lazyRoute(() => import('./routes/event-new.tsx')) },
      { path: 'events/:code/edit', lazy: lazyRoute(() => import('./routes/event-edit.tsx')) },
      { path: 'reports', lazy: lazyRoute(() => import('./routes/reports.tsx')) },
      ...['services'].flatMap(placeholderArea),
      { path: '*', lazy: lazyRoute(() => import('./routes/not-found.tsx')) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
