import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects: node (domain + server, API tests on a real PGlite) and web (components in jsdom).
// Playwright's *.spec.ts files are not Vitest's.
export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; two measured 6.1 min instead of 8.5 for both
    // projects on the CI machine, the API tests waiting on PGlite I/O half the time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/domain/**/*.test.ts',
            'src/server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          globalSetup: ['src/server/test/global-setup.ts'],
          // Each file builds its own app on its own copy of the database (test/app-harness.ts),
          // so the server's modules are loaded once per worker instead of once per file.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          // Issue #40: the files of a worker share one module graph (36 s instead of 76 s for the
          // project on 2 cores, the same hour). What a module keeps between tests is reset in
          // test/setup.ts after each test (stores, the session's calls in flight, the wishlist's
          // queue); a file that changes a global puts it back in its afterAll.
          isolate: false,
          // Form journeys type into several fields; a busy 2-core CI machine needs the room.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
