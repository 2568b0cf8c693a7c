import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { buyingMomentChunk } from './scripts/buying-moment-chunk.mjs';
import { copySplit } from './scripts/copy-split.mjs';

/**
 * The browser build: client/entry.tsx and, as lazily imported chunks, every island of
 * src/islands/registry.ts. React and ReactDOM get their own long-lived chunk (they change less often
 * than our code). scripts/build.mjs runs this, generates the CSS and writes
 * dist/client/asset-manifest.json from Vite's manifest.
 * JSX goes through Vite's built-in Oxc transform with the automatic runtime (no plugin).
 */
/**
 * Browser code validates with zod/mini only. Full zod (classic) in any island would put its whole
 * core into the chunk every island shares, on every page: the build refuses it, naming the
 * importer (usually a value imported from schemas/, which is server-side zod).
 */
const browserZodOnlyMini: Plugin = {
  name: 'browser-zod-only-mini',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'zod' || source.startsWith('zod/v4/classic') || source === 'zod/v4') {
      this.error(`full zod imported by ${importer ?? 'an entry'}; browser code must use zod/mini (move shared constants out of schemas/)`);
    }
    return null;
  },
};

export default defineConfig({
  publicDir: 'public',
  // Each island loads only the strings it uses from src/copy/ko.ts (scripts/copy-split.mjs).
  plugins: [browserZodOnlyMini, copySplit(fileURLToPath(new URL('.', import.meta.url)))],
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
      // react-query marks its modules "use client" for React Server Components; meaningless here.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        // The option sheet is in the buying-moment chunk on purpose (scripts/buying-moment-chunk.mjs
        // SHEET_ROOTS): its lazy import from that chunk resolves to the chunk itself.
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('src/ui/BottomSheet.tsx is dynamically imported by src/product/purchase/lazy.ts')) return;
        handler(level, log);
      },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // Won amounts (formatWon with its number wording and memo): three small modules every
            // page with prices loads together, one file instead of three (issue 32 §3, tapkb2).
            { name: 'prices', test: /[\\/](src[\\/]product[\\/]prices|rules[\\/]ko-number|rules[\\/]memo)\.ts$/, priority: 3 },
            // The shared controls and overlay state every sheet and dialog draws (Button with its
            // Spinner and words, NativeModal, the sheet state): one file where the islands that load
            // one load all (issue 32 §3, kb88: −0.35 KB gz on the first 구매하기).
            {
              name: 'ui',
              test: /[\\/]src[\\/](ui[\\/](Button\.tsx|Spinner\.tsx|NativeModal\.tsx|sheet-state\.ts|use-overlay\.ts)|copy[\\/]ko\.area-commonCopy\.key-loading\.ts)$/,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            // The item page's buying moment (PurchasePanel and the option sheet) and the
            // modules only they load: one chunk for the first tap (scripts/buying-moment-chunk.mjs).
            { name: buyingMomentChunk(fileURLToPath(new URL('.', import.meta.url))), debugName: 'buy', priority: 1, includeDependenciesRecursively: false },
            // No catch-all "shared" group: code that islands share is split by who imports it,
            // so what only lazily loaded parts (sheets, dialogs) use stays out of start-up.
          ],
        },
      },
    },
  },
});
