// Pretendard's @font-face rules are a stylesheet of their own (apps/web/vite/pretendard-fonts.ts);
// index.html names it in <meta name="font-stylesheet">. Keep the name in step with
// FONT_STYLESHEET_META there.
const META_NAME = 'font-stylesheet';

/**
 * Applies the fonts' stylesheet once the app has painted and the main thread is idle. Any font
 * request made while the first page is still loading delays its largest paint on a slow phone
 * (Lighthouse: 2.3 s to about 2.8 s, the fonts sharing the line with the app's scripts); applied
 * afterwards, the text shows at once in the size-matched fallback and changes to Pretendard
 * without moving (font-display: swap). No meta (development, tests): nothing to do.
 */
export function loadFontsWhenIdle(): void {
  const href = document.querySelector<HTMLMetaElement>(`meta[name="${META_NAME}"]`)?.content;
  if (!href) return;
  const apply = () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(apply, { timeout: 3000 });
  else setTimeout(apply, 500);
}
