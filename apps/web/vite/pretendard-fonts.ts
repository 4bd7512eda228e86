import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
// Pretendard's variable dynamic-subset build (see src/shared/styles/fonts.css).
const PACKAGE_STYLESHEET = 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
/** The name the stylesheet is emitted under (with a hash): how firstVisitPreloads finds it. */
export const FONT_STYLESHEET_NAME = 'pretendard.css';
/** The <meta name> in index.html that gives its URL to src/shared/styles/load-fonts.ts. */
export const FONT_STYLESHEET_META = 'font-stylesheet';

/**
 * Self-hosts Pretendard: copies the package's 92 woff2 files and its @font-face stylesheet (URLs
 * rewritten to the copies) into the build, from node_modules; nothing is fetched from the network.
 * The stylesheet is its own file, not part of the app's: 14 kB gzip of @font-face rules, which in
 * the app's stylesheet would hold back the app's scripts on every first visit. index.html names it
 * (firstVisitPreloads) and the app applies it once the page has painted (load-fonts.ts). In
 * development the package's stylesheet is linked as it is.
 */
export function pretendardFonts(): Plugin {
  const stylesheet = require.resolve(PACKAGE_STYLESHEET);
  let base = '/';
  return {
    name: 'maeum:pretendard-fonts',
    configResolved(config) {
      base = config.base;
    },
    // Before Vite's HTML plugin, which runs the transformIndexHtml hooks that look for the file.
    enforce: 'pre',
    transformIndexHtml(html, { bundle }) {
      if (bundle) return html;
      return [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/@fs${stylesheet}` }, injectTo: 'head' }];
    },
    async generateBundle() {
      let css = await readFile(stylesheet, 'utf8');
      const fonts = [...new Set(css.match(/\.\/woff2-dynamic-subset\/[\w.-]+\.woff2/g))];
      if (fonts.length === 0) throw new Error(`pretendard-fonts: no woff2 in ${PACKAGE_STYLESHEET}`);
      for (const font of fonts) {
        const source = await readFile(join(dirname(stylesheet), font));
        const reference = this.emitFile({ type: 'asset', name: basename(font), source });
        css = css.replaceAll(`url(${font})`, `url(${base}${this.getFileName(reference)})`);
      }
      // Whitespace and comments out; the licence header (the OFL asks for it) stays.
      const licence = /^\/\*[\s\S]*?\*\//.exec(css)?.[0] ?? '';
      const rules = css
        .slice(licence.length)
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s*([{};:,])\s*/g, '$1')
        .replace(/\s+/g, ' ')
        .trim();
      this.emitFile({ type: 'asset', name: FONT_STYLESHEET_NAME, source: `${licence}\n${rules}\n` });
    },
  };
}
