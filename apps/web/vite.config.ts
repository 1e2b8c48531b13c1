import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server of `npm run dev` (apps/server) listens here; the dev server proxies to it so
// requests stay same-origin, exactly as in production where the server serves this build.
const API_TARGET = process.env.TESSERA_API ?? 'http://127.0.0.1:8100';
const proxied = ['/api', '/system', '/anonymous', '/about', '/datasource'];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(
      proxied.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }]),
    ),
  },
});
