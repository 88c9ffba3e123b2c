import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress';

// The React app lives in client/; the server serves client/dist in production and
// `npm run dev:client` proxies /api and /static to it during development.
export default defineConfig({
  root: fileURLToPath(new URL('./client', import.meta.url)),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./client/src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    // changeOrigin stays false: the server's cross-origin guard compares Origin with Host.
    proxy: {
      '/api': { target: 'http://localhost:5000', changeOrigin: false },
      '/static': { target: 'http://localhost:5000', changeOrigin: false },
    },
  },
});
