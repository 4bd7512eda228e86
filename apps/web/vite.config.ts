import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin, Rolldown } from 'vite';
import { defineConfig } from 'vitest/config';
import { FONT_STYLESHEET_META, FONT_STYLESHEET_NAME, pretendardFonts } from './vite/pretendard-fonts';

// The gateway (apps/gateway) serves /api and the JWKS; in development it listens on :3000.
const gateway = 'http://localhost:3000';
const proxy = {
  '/api': { target: gateway, changeOrigin: true },
  '/.well-known': { target: gateway, changeOrigin: true },
};

const vendorModules =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|i18next|react-i18next)[\\/]/;
// The design system and the small modules many pages share: icons, class helpers, hooks, the
// HTTP client. Left to the automatic chunking, each icon or hook shared by a different set of pages
// becomes a chunk of its own; the landing page needed twenty requests, each a round trip on a slow
// phone with HTTP/1.1. Left out: the form pieces, the dialogs and the icons, which only some pages
// use; merged into these parts they would all load with the landing page (the dialogs brought
// Radix Dialog with them: 13 kB gzip).
const sharedModules =
  /[\\/]src[\\/](shared[\\/](ui|lib|theme|api)[\\/](?!(form-field|password-field|field-message|text-field|input|textarea|choice-chip|card|dashboard-card|use-rate-limit|rate-limit|dialog-frame|confirm-dialog|setting-switch|query-client|query-boundary|leave-guard-context|use-restore-focus)\.tsx?$)|app[\\/]layout[\\/][^\\/]+$|i18n[\\/][^\\/]+\.ts$)|node_modules[\\/](lucide-react[\\/](?!dist[\\/]esm[\\/]icons[\\/])|clsx|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/;
// Parts smaller than this join the part used by the most similar set of pages.
const MERGE_BELOW_BYTES = 20_000;

// The route modules of `/`, the page most first visits land on (see src/app/routes.tsx).
const LANDING_ROUTE_MODULES = ['src/app/layout/public-layout.tsx', 'src/features/landing/landing-page.tsx'];
// Keep in step with src/i18n/language.ts (LANGUAGES, DEFAULT_LANGUAGE).
const LANGUAGE_MODULES = { en: 'src/i18n/en.json', ko: 'src/i18n/ko.json' };
const DEFAULT_LANGUAGE = 'en';

/**
 * Adds to index.html a script that preloads, next to the entry, what the first visit needs beyond
 * it: the visitor's language (the one the first inline script put on <html lang>), and on `/` the
 * landing page's route chunks; and names the fonts' stylesheet (see pretendardFonts). Without it they load only once the entry has run: a round trip or
 * two more before anything shows on a slow phone. A file the build cannot find fails the build.
 * Also moves the stylesheet to the end of <body> (see there).
 */
function firstVisitPreloads(): Plugin {
  let base = '/';
  return {
    name: 'maeum:first-visit-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (file): file is Rolldown.OutputChunk => file.type === 'chunk',
        );
        const chunkOf = (module: string) => {
          const chunk =
            chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`)) ??
            chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${module}`)));
          if (!chunk) throw new Error(`first-visit preloads: no chunk for ${module}`);
          return chunk;
        };
        // A chunk and every chunk it imports statically.
        const withImports = (chunk: Rolldown.OutputChunk, into = new Set<string>()) => {
          if (into.has(chunk.fileName)) return into;
          into.add(chunk.fileName);
          for (const name of chunk.imports) {
            const imported = chunks.find((c) => c.fileName === name);
            if (imported) withImports(imported, into);
          }
          return into;
        };
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) throw new Error('first-visit preloads: no entry chunk');
        const inHtml = withImports(entry);
        const landing = new Set<string>();
        for (const module of LANDING_ROUTE_MODULES) withImports(chunkOf(module), landing);
        const url = (fileName: string) => `${base}${fileName}`;
        const languages = Object.fromEntries(
          Object.entries(LANGUAGE_MODULES).map(([code, module]) => [code, url(chunkOf(module).fileName)]),
        );
        const landingFiles = [...landing].filter((f) => !inHtml.has(f)).map(url);
        const fontStylesheet = Object.values(bundle).find(
          (file) => file.type === 'asset' && file.names.includes(FONT_STYLESHEET_NAME),
        );
        if (!fontStylesheet) throw new Error(`first-visit preloads: no ${FONT_STYLESHEET_NAME} in the build`);
        const script = [
          '(function () {',
          `  var languages = ${JSON.stringify(languages)};`,
          `  var files = [languages[document.documentElement.lang] || languages.${DEFAULT_LANGUAGE}];`,
          `  if (location.pathname === '/') files = files.concat(${JSON.stringify(landingFiles)});`,
          '  for (var i = 0; i < files.length; i++) {',
          "    var link = document.createElement('link');",
          "    link.rel = 'modulepreload';",
          "    link.crossOrigin = '';",
          '    link.href = files[i];',
          '    document.head.appendChild(link);',
          '  }',
          '})();',
        ].join('\n');
        // Right after the first inline script, which sets <html lang>.
        const firstScriptEnd = html.indexOf('</script>');
        if (firstScriptEnd === -1) throw new Error('first-visit preloads: index.html has no inline script');
        const at = firstScriptEnd + '</script>'.length;
        // The stylesheet goes to the end of <body>: there it does not hold back the first paint (the
        // boot spinner, styled inline in index.html), and the app's scripts still wait for it.
        const stylesheets = html.match(/\n\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        const rest = stylesheets.reduce((text, link) => text.replace(link, ''), html.slice(at));
        // Where the fonts' stylesheet is: src/shared/styles/load-fonts.ts applies it once the page
        // has painted (see there).
        const fontMeta = `<meta name="${FONT_STYLESHEET_META}" content="${url(fontStylesheet.fileName)}" />`;
        const withScript = `${html.slice(0, at)}\n    ${fontMeta}\n    <script>${script}</script>${rest}`;
        return withScript.replace('</body>', `${stylesheets.join('')}\n  </body>`);
      },
    },
  };
}

/**
 * Vite's manifest (which chunk holds which source module, and what each imports) is for the bundle
 * benchmark (bench/bundle-size.bench.mjs), not for browsers: it is moved beside the served folder,
 * to dist/web.manifest.json, since the gateway serves every file under dist/web.
 */
function manifestOutsideWebRoot(): Plugin {
  let outDir = '';
  return {
    name: 'maeum:manifest-outside-web-root',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const written = join(outDir, '.vite/manifest.json');
      const target = `${outDir}.manifest.json`;
      await mkdir(dirname(target), { recursive: true });
      await rename(written, target);
      await rm(join(outDir, '.vite'), { recursive: true, force: true });
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a .br and a .gz beside every text asset, compressed once at the highest levels; the
 * gateway sends them as they are (@fastify/static preCompressed) instead of compressing every
 * response again. index.html is left out: the gateway serves it itself.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'maeum:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    pretendardFonts(),
    firstVisitPreloads(),
    manifestOutsideWebRoot(),
    precompressAssets(),
  ],
  // The API's types and constants; tsconfig.json has the same path. Only the few constants the app
  // uses enter the bundle: the types are erased.
  resolve: {
    alias: {
      '@maeum/api-types': fileURLToPath(new URL('../../libs/api-types/src/index.ts', import.meta.url)),
    },
  },
  build: {
    // The gateway serves this folder; keep it in sync with its static root.
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    // Illustrations stay files (cached, and not JavaScript), however small; the rest as Vite does.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    // Every browser the app supports has modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The API types' index and each feature's index (its public surface) only re-export: without
      // this, every module behind one would join the chunk of the index's many importers, which the
      // landing page loads (src/features/*/index.ts must stay plain re-exports).
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]libs[\\/]api-types[\\/]/, sideEffects: false },
          { test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        ],
      },
      output: {
        // entriesAware names each part after every page that uses it; the hash says enough.
        chunkFileNames: (chunk) => `assets/${/^(vendor|ui)~/.exec(chunk.name)?.[1] ?? '[name]'}-[hash].js`,
        codeSplitting: {
          // Both split by which pages use each part (entriesAware), so the landing page does not
          // download what only the signed-in pages or the forms need (mutations, <Trans>, dialogs).
          groups: [
            // The framework, apart from our own code, so it stays cached across releases.
            {
              name: 'vendor',
              test: vendorModules,
              priority: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: MERGE_BELOW_BYTES,
            },
            {
              // A module loaded lazily (a route, the toast area, a menu) keeps a chunk of its own.
              name: (id, context) => (context.getModuleInfo(id)?.dynamicImporters.length ? null : 'ui'),
              debugName: 'ui',
              test: sharedModules,
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: MERGE_BELOW_BYTES,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // A busy two-core CI machine transforms the lazy route chunks slowly on first use.
    testTimeout: 15000,
  },
});
