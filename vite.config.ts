import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createLogger, defineConfig, type Logger } from 'vite';
import { EARLY_SUBMITS_SCRIPT } from './src/domain/early-submits.ts';

/** The pages only vendors and the admin open (their layouts and pages). */
const BACK_OFFICE =
  /\/src\/web\/(features\/(admin|vendor|promotions)\/[^/]*page[^/]*\.tsx|features\/auth\/(vendor|admin)-[^/]*page\.tsx|app\/layouts\/(admin|vendor|vendor-auth)-layout\.tsx)$/;

/** What the page's own small entry (main.tsx) is made of; the app's entry (start.tsx) and its
 * imports make the `entry` chunk. */
const BOOT =
  /\/src\/(web\/(index\.html|main\.tsx|lib\/(first-screen-id|early-taps|early-forms)\.ts|fonts\/.*|styles\.css)|domain\/early-submits\.ts)(\?.*)?$|vite\/(preload-helper|modulepreload-polyfill)/;

/** The build's logger: a warning (Rolldown's IMPORT_IS_UNDEFINED, INEFFECTIVE_DYNAMIC_IMPORT, a
 * chunk over its size limit, …) is printed as usual and fails the build, so `npm run build`,
 * `npm start` and CI stop on a new one instead of printing it on every start (issue #36). */
function failingOnWarnings(): Logger {
  const logger = createLogger();
  const fail = (message: string, options?: Parameters<Logger['warn']>[1]) => {
    logger.warn(message, options);
    logger.error('The build printed a warning (above): fix it; the build fails on warnings.');
    process.exitCode = 1;
  };
  return { ...logger, warn: fail, warnOnce: fail };
}

// The web app lives in src/web and builds to dist/web, which the Fastify server serves.
// `vite build --ssr entry-server.tsx` builds the storefront's server renderer into
// dist/server-render, which the server loads (docs/decisions/013-server-rendering.md).
export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/web',
  customLogger: command === 'build' ? failingOnWarnings() : undefined,
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
    tailwindcss(),
    {
      // The entry runs as soon as it has downloaded, in a task of its own (src/web/main.tsx waits
      // for the document where it needs it), not at the end of parsing: a deferred module runs
      // inside the parser's last task, beside the browser's layout of the whole page, and the two
      // made one long task on a phone (issue #24).
      name: 'angle-async-entry',
      apply: 'build',
      //
      // The page also names the app's three files (React's runtime, the libraries, start.tsx's
      // chunk) without fetching them, so the page entry can fetch them at once after the first
      // paint and evaluate them one task apiece (main.tsx, decision 043). And it holds a form's
      // submit and a tap from the first byte, before the async entry has run
      // (domain/early-submits.ts).
      transformIndexHtml: {
        order: 'post',
        handler: (html: string, context: { bundle?: Record<string, unknown> }) => {
          const chunks = Object.values(context.bundle ?? {}) as {
            type?: string;
            name?: string;
            fileName: string;
          }[];
          const files = ['react', 'libraries', 'start'].map(
            (name) => chunks.find((c) => c.type === 'chunk' && c.name === name)?.fileName,
          );
          if (files.some((f) => !f))
            throw new Error('The build lacks one of the app chunks to name in index.html.');
          return html
            .replace(
              /<script type="module" crossorigin src=/g,
              '<script type="module" async fetchpriority="low" crossorigin src=',
            )
            .replace(
              '</head>',
              `  <meta name="angle-app" content="${files.map((f) => `/${f}`).join(' ')}" />\n  <script>${EARLY_SUBMITS_SCRIPT}</script>\n  </head>`,
            );
        },
      },
    },
  ],
  // React Router publishes only its development build through `exports`; the production one
  // (the same code without its development warnings) is 0.5 KB gzipped smaller (issue #24) and
  // renders a page's links in less time (issue #35). Both builds take it; the dev server keeps
  // the default.
  resolve:
    command !== 'build'
      ? {}
      : {
          alias: [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ],
        },
  // The server renderer is one file with its packages inside (decision 035): loading React,
  // React Router and the icons from node_modules made Node read each package's CommonJS twice
  // (its module-format detection), half a second of every start (issue #35).
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  build: isSsrBuild
    ? {
        outDir: '../../dist/server-render',
        emptyOutDir: true,
        sourcemap: false,
        // Without comments and indentation, names kept: V8 keeps the renderer's source for the
        // server's life, and a comment's character beyond Latin-1 made all of it two bytes a
        // character (3 MB of heap for a 1.4 MB file; issue #35).
        rolldownOptions: {
          output: {
            minify: { compress: false, mangle: false, codegen: { removeWhitespace: true } },
          },
        },
      }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        assetsDir: 'assets',
        sourcemap: false,
        // dist/web/.vite/manifest.json: the bundle budget (.size-limit.js) walks its import graph.
        manifest: true,
        // No lazy chunk's imports are preloaded with `<link rel="modulepreload">` at its import:
        // the browser fetches a module's static imports itself once it has the module. Vite's
        // helper adds a link element per import, and each costs the main thread about half a
        // millisecond on this machine (4-8 ms at 8× CPU): a listing's page chunk asked for 16
        // while it hydrated, 10 ms of one task, and Lighthouse's 8× TBT on the listing fell from
        // 357 to 135 ms without them (decision 047; 028 had kept them for the pages' own chunks).
        // The app's three files are named in index.html instead (below), for the page entry to
        // fetch at once.
        modulePreload: { resolveDependencies: () => [] },
        rolldownOptions: {
          // start.tsx (the app) is an entry of its own beside the page's (main.tsx, which loads
          // it once the page has painted: decision 029), so what it imports counts as initial.
          input: {
            index: fileURLToPath(new URL('./src/web/index.html', import.meta.url)),
            start: fileURLToPath(new URL('./src/web/start.tsx', import.meta.url)),
          },
          output: {
            // Everything the entry imports statically goes into the entry chunk (issue #24).
            // Left alone, Rolldown splits each module the entry shares with a lazy page (React,
            // TanStack Query, the API client, the auth store, the toast…) into a chunk of its
            // own: eight requests on every first visit, each with its own gzip window and
            // cross-chunk import names, about 4 KB gzipped more than one chunk.
            //
            // React's runtime and the libraries the app is built on are chunks of their own
            // within that, which the page entry evaluates one task apiece before the app
            // (main.tsx): evaluating all of it at once was one task of 340 ms at 8× CPU, after
            // the first paint, the largest part of the time the app blocked a phone (issue #36).
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  tags: ['$initial'],
                  test: /\/node_modules\/(react|react-dom|scheduler)\//,
                  priority: 3,
                },
                {
                  name: 'libraries',
                  tags: ['$initial'],
                  test: /\/node_modules\/(react-router|@tanstack\/(query-core|react-query)|zustand)\//,
                  priority: 2,
                },
                {
                  name: 'entry',
                  tags: ['$initial'],
                  test: (id: string) => !BOOT.test(id),
                  includeDependenciesRecursively: false,
                },
              ],
            },
            chunkFileNames: (chunk: { facadeModuleId?: string | null }) =>
              BACK_OFFICE.test(chunk.facadeModuleId ?? '')
                ? 'assets/bo-[name]-[hash].js'
                : 'assets/[name]-[hash].js',
          },
        },
      },
  server: {
    port: 5173,
    // The API listens on 127.0.0.1 in development (HOST's default): say so, not `localhost`,
    // which may resolve to ::1 first.
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
    },
  },
}));
