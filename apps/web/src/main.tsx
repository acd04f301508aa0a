import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './app/mantine-styles.css';
import './app/read-only-fields.css';
import { Providers } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { startI18n } from './lib/i18n/index.ts';
import { keepShellForOffline } from './lib/offline-shell.ts';

// The first screen shows in the remembered language, its catalog already loaded.
await startI18n();
const root = createRoot(document.getElementById('root')!);
// Rendered as a transition, React hands the main thread back every few milliseconds while it
// draws the first screen, instead of in long tasks that keep a slow phone from answering a tap
// (Lighthouse's total blocking time on /members and /events fell by 100-150 ms, decision 013).
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  ),
);
keepShellForOffline();
