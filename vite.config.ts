import { defineConfig } from 'vite';

/**
 * The browser build: client/entry.tsx and, as lazily imported chunks, every island of
 * client/islands.ts. React and ReactDOM get their own long-lived chunk (they change less often
 * than our code). scripts/build.mjs runs this, generates the CSS and writes
 * dist/client/asset-manifest.json from Vite's manifest.
 * JSX goes through Vite's built-in Oxc transform with the automatic runtime (no plugin).
 */
export default defineConfig({
  publicDir: 'public',
  oxc: {
    jsx: { runtime: 'automatic', importSource: 'react' },
  },
  build: {
    outDir: 'dist/client',
    assetsDir: 'assets',
    emptyOutDir: true,
    manifest: true,
    minify: true,
    target: 'es2022',
    sourcemap: false,
    cssCodeSplit: false,
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    rolldownOptions: {
      input: { entry: 'client/entry.tsx' },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // No catch-all "shared" group: code that islands share is split by who imports it,
            // so what only lazily loaded parts (sheets, dialogs) use stays out of start-up.
          ],
        },
      },
    },
  },
});
