// Mood boosters (issue #13): "nothing on the page loads before it is opened". Chromium opens
// /mood-boosters on the production build with an empty cache, as a visitor, and every script it
// requests until the network is quiet is recorded: none may be a booster widget. Each widget's
// own chunk is then measured from Vite's manifest: what opening it adds to the grid page (its chunk
// and the chunks only it imports). Reported: the grid page's JS and the largest widget's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { table } from './lib/report.mjs';
import { checkWebBuild, compressedSizes, firstLoadFiles, kB, measureFirstLoad } from './lib/web.mjs';

const GRID_ROUTE_MODULES = [
  'src/app/layout/session-layout.tsx',
  'src/features/mood-boosters/pages/mood-boosters-page.tsx',
  'src/i18n/en.json',
];
const BOOSTER_ROUTE_MODULE = 'src/features/mood-boosters/pages/booster-page.tsx';

function sizesOf(root, paths) {
  const totals = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const path of paths) {
    const sizes = compressedSizes(root, path);
    totals.files++;
    for (const key of ['raw', 'gzip', 'brotli']) totals[key] += sizes[key];
  }
  return totals;
}

export default {
  name: 'mood-boosters',
  description: 'the grid page loads no booster; JS of the grid page and of each booster chunk (gzip)',
  apps: ['auth', 'journal', 'gateway'],

  async run(ctx) {
    const stale = checkWebBuild(ctx.root);
    if (stale) ctx.log(`warning: ${stale}`);
    const manifest = JSON.parse(readFileSync(join(ctx.root, 'dist/web.manifest.json'), 'utf8'));
    const widgetModules = Object.keys(manifest).filter((key) =>
      /mood-boosters\/widgets\/[^/]+\/[^/]+-widget\.tsx$/.test(key),
    );
    const widgetFiles = new Set(widgetModules.map((key) => `/${manifest[key].file}`));

    ctx.log('a visitor opens /mood-boosters');
    const visit = await measureFirstLoad(ctx.root, `${ctx.apps.gateway.url}/mood-boosters`, {
      locale: 'en-US',
    });
    const widgetsLoaded = visit.files.filter((file) => widgetFiles.has(file.path)).map((file) => file.path);

    const grid = firstLoadFiles(ctx.root, GRID_ROUTE_MODULES);
    const booster = firstLoadFiles(ctx.root, [...GRID_ROUTE_MODULES, BOOSTER_ROUTE_MODULE]);
    const gridOwn = [...grid].filter((path) => !firstLoadFiles(ctx.root, ['src/i18n/en.json']).has(path));
    const widgets = widgetModules
      .map((key) => {
        const own = [...firstLoadFiles(ctx.root, [key])].filter((path) => !booster.has(path));
        return { slug: key.split('/').at(-2), files: own, ...sizesOf(ctx.root, own) };
      })
      .sort((a, b) => b.gzip - a.gzip);

    const gridSizes = sizesOf(ctx.root, grid);
    const gridOwnSizes = sizesOf(ctx.root, gridOwn);
    const rows = [
      [
        'grid page: everything a first visit needs',
        gridSizes.files,
        kB(gridSizes.raw),
        kB(gridSizes.gzip),
        kB(gridSizes.brotli),
      ],
      [
        'grid page: beyond the entry (its route chunks)',
        gridOwnSizes.files,
        kB(gridOwnSizes.raw),
        kB(gridOwnSizes.gzip),
        kB(gridOwnSizes.brotli),
      ],
      [
        `all scripts the visit loaded until quiet`,
        visit.totals.files,
        kB(visit.totals.raw),
        kB(visit.totals.gzip),
        kB(visit.totals.brotli),
      ],
      ...widgets.map((w) => [`widget ${w.slug}`, w.files, kB(w.raw), kB(w.gzip), kB(w.brotli)]),
    ];
    const largest = widgets[0];
    const pass = widgetsLoaded.length === 0 && widgets.length === 19;
    const lines = [
      table(['JavaScript', 'files', 'raw kB', 'gzip kB', 'br kB'], rows, [
        'left',
        'right',
        'right',
        'right',
        'right',
      ]),
      '',
      `grid page "${visit.heading}": ${visit.files.length} scripts, ${widgetsLoaded.length} of them booster widgets${widgetsLoaded.length ? ` (${widgetsLoaded.join(', ')})` : ''}`,
      `largest booster: ${largest.slug}, ${kB(largest.gzip)} kB gzip on top of the grid and booster page`,
      `target: no booster loads before it is opened (19 widget chunks): ${pass ? 'PASS' : 'MISS'}`,
    ];
    if (stale) lines.push(`warning: ${stale}`);
    return {
      summary: lines.join('\n'),
      pass,
      data: { grid: gridSizes, gridOwn: gridOwnSizes, visit: visit.totals, widgetsLoaded, widgets, stale },
    };
  },
};
