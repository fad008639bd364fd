import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app lives in src/web and builds to dist/web, which the Fastify server serves.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
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
});
