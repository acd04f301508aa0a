import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, several projects: the shared rules, and the server suite twice, once on an
 * embedded SQLite database and once on PostgreSQL (scripts/test.mjs picks which run).
 */
const serverProject = (dialect: 'sqlite' | 'postgres') => ({
  test: {
    name: `server-${dialect}`,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    env: { TEST_DB: dialect },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's own default is one worker fewer than the cores: one, on the 2-core machines CI runs
    // on, where the server files spend much of their time waiting on PostgreSQL, on server
    // processes they start and kill, and on timers. Two workers keep both cores busy.
    maxWorkers: 2,
    reporters: ['default', 'json'],
    outputFile: { json: './reports/vitest.json' },
    projects: [
      { test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'] } },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Rendering Mantine in jsdom is slow on a loaded two-core machine; 5 s proved too tight.
          testTimeout: 20_000,
        },
      },
      serverProject('sqlite'),
      serverProject('postgres'),
    ],
  },
});
