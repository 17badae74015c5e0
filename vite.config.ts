import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  build: { assetsInlineLimit: 0 },
  environments: {
    // The Express app in server/app.ts is the server bundle's entry, so that it can import
    // app modules (config, logger) through the same build as the routes.
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
  },
  plugins: [tailwindcss(), reactRouter()],
});
