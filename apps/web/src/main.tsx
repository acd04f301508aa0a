import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import './app/read-only-fields.css';
import { Providers } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { startI18n } from './lib/i18n/index.ts';
import { keepShellForOffline } from './lib/offline-shell.ts';

// The first screen shows in the remembered language, its catalog already loaded.
await startI18n();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
keepShellForOffline();
