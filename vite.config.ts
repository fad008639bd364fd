import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app lives in src/web and builds to dist/web, which the Fastify server serves.
// `vite build --ssr entry-server.tsx` builds the storefront's server renderer into
// dist/server-render, which the server loads (docs/decisions/013-server-rendering.md).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss()],
  build: isSsrBuild
    ? { outDir: '../../dist/server-render', emptyOutDir: true, sourcemap: false }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        assetsDir: 'assets',
        sourcemap: false,
        // dist/web/.vite/manifest.json: the bundle budget (.size-limit.js) walks its import graph.
        manifest: true,
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
