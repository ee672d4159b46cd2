import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Spec §9 minimum browsers, so that older ones still run the page and see the notice.
    target: ['chrome104', 'firefox110', 'edge110', 'safari15'],
    // The server's CSP forbids inline scripts; keep every script in its own file.
    assetsInlineLimit: 0,
  },
});
