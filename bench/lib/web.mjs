// Helpers for the benchmarks of the built SPA (dist/web): is the build there and current, and what
// JavaScript does a first visit load, measured in Debian's Chromium, never a downloaded browser.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
// Chromium's headless flags for this machine; Lighthouse adds --headless=new.
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Throws when dist/web is missing; returns a warning when a web source is newer than the build (the
 * gateway serves dist/web as it is, so the figures would describe an older app).
 */
export function checkWebBuild(root) {
  const index = join(root, 'dist/web/index.html');
  if (!existsSync(index))
    throw new Error('dist/web/index.html is missing: run `node scripts/build.mjs --web-only` first');
  const built = statSync(index).mtimeMs;
  const newer = [
    join(root, 'apps/web/index.html'),
    join(root, 'apps/web/vite.config.ts'),
    ...files(join(root, 'apps/web/src')),
  ].filter((file) => !/\.test\.tsx?$/.test(file) && statSync(file).mtimeMs > built);
  return newer.length
    ? `dist/web is older than ${newer.length} web source file(s) (e.g. ${newer[0].slice(root.length + 1)}); rebuild with \`node scripts/build.mjs --web-only\``
    : undefined;
}

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * The files a first visit needs before the page can show, from Vite's manifest (kept beside the
 * served folder, in dist/web.manifest.json): the entry with every chunk it imports statically,
 * and the same for the page's route modules and the visitor's language (both are loaded by the
 * router and i18n at start-up, and index.html preloads them). Lazy imports inside those modules
 * (the toast area, a dialog) are not part of it. Returns asset paths as the browser asks for them.
 */
export function firstLoadFiles(root, sourceModules) {
  const file = join(root, 'dist/web.manifest.json');
  if (!existsSync(file))
    throw new Error('dist/web.manifest.json is missing: rebuild with `node scripts/build.mjs --web-only`');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the Vite manifest: has it moved?`);
    if (files.has(`/${entry.file}`)) return;
    files.add(`/${entry.file}`);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const key of ['index.html', ...sourceModules]) visit(key);
  return files;
}

/** gzip (level 6, what the gateway and Vite's report use) and brotli sizes of a built file. */
export function compressedSizes(root, pathname) {
  const body = readFileSync(join(root, 'dist/web', pathname));
  return { raw: body.length, gzip: gzipSync(body).length, brotli: brotliCompressSync(body).length };
}

/**
 * Opens `url` in a fresh Chromium profile (empty cache, nothing in storage) and records every
 * JavaScript file the page requests until the network has been quiet for `quietMs`, lazy route
 * chunks and anything loaded after the load event included. Sizes are those of the files in
 * dist/web, compressed here, plus the bytes Chromium actually received (the gateway sends brotli).
 */
export async function measureFirstLoad(
  root,
  url,
  { locale = 'en-US', quietMs = 1500, timeoutMs = 30_000 } = {},
) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ locale, colorScheme: 'light' });
    const page = await context.newPage();
    const scripts = [];
    let lastActivity = Date.now();
    let pending = 0;
    page.on('request', (request) => {
      pending++;
      lastActivity = Date.now();
      if (request.resourceType() === 'script') scripts.push(request);
    });
    const settle = () => {
      pending--;
      lastActivity = Date.now();
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    const started = Date.now();
    const response = await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    while (pending > 0 || Date.now() - lastActivity < quietMs) {
      if (Date.now() - started > timeoutMs)
        throw new Error(`${url}: the network did not go quiet within ${timeoutMs} ms`);
      await page.waitForTimeout(100);
    }
    const files = [];
    for (const request of scripts) {
      const pathname = new URL(request.url()).pathname;
      const failed = request.failure();
      if (failed) throw new Error(`${pathname} failed to load: ${failed.errorText}`);
      const sizes = await request.sizes();
      files.push({
        path: pathname,
        ...compressedSizes(root, pathname),
        transferred: sizes.responseBodySize + sizes.responseHeadersSize,
      });
    }
    const heading = await page
      .locator('h1')
      .first()
      .textContent({ timeout: 5000 })
      .catch(() => null);
    return { url, locale, files, heading: heading?.trim() ?? null, totals: sum(files) };
  } finally {
    await browser.close();
  }
}

function sum(files) {
  const totals = { files: files.length, raw: 0, gzip: 0, brotli: 0, transferred: 0 };
  for (const file of files)
    for (const key of ['raw', 'gzip', 'brotli', 'transferred']) totals[key] += file[key];
  return totals;
}

/** Kilobytes as Vite prints them (1 kB = 1000 bytes), one decimal. */
export const kB = (bytes) => (bytes / 1000).toFixed(1);
