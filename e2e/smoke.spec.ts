// Smoke suite: the whole stack (gateway + every service + the built SPA) from a browser's and an
// API client's point of view. Texts are what a visitor reads (apps/web/src/i18n/en.json, ko.json).
import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';

const en = {
  heroTitle: 'A softer place to set your feelings down.',
  heroCta: 'Start for free',
  login: 'Login',
  signup: 'Sign Up',
  darkMode: 'Dark mode',
  changeLanguage: /^Change language/,
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  notFoundTitle: 'Oops! Page not found',
  notFoundHome: 'Return to Home',
  preferences: 'Display preferences',
};

const ko = {
  heroTitle: '마음을 잠시 내려놓을 수 있는 곳',
  language: '한국어',
  changeLanguage: /^언어 변경/,
  notFoundTitle: '앗! 페이지를 찾을 수 없어요',
  notFoundHome: '홈으로 돌아가기',
  preferences: '화면 설정',
  darkMode: '다크 모드',
};

/** Console errors and uncaught exceptions of a page; a CSP violation shows up here as well. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** What the page saved in localStorage (read through Playwright, so this file needs no DOM typings). */
async function storedItem(page: Page, key: string): Promise<string | undefined> {
  const { origin } = new URL(page.url());
  const { origins } = await page.context().storageState();
  return origins.find((o) => o.origin === origin)?.localStorage.find((item) => item.name === key)?.value;
}

/** The page's background colour as the browser painted it, e.g. "rgb(20, 21, 28)". */
function backgroundOf(page: Page): Promise<string> {
  return page.evaluate<string>('getComputedStyle(document.body).backgroundColor');
}

/** A dark background: every channel of the rgb() colour low. */
function isDark(rgb: string): boolean {
  const channels = /^rgba?\((\d+), (\d+), (\d+)/.exec(rgb)?.slice(1).map(Number);
  if (!channels) throw new Error(`not an rgb() colour: ${rgb}`);
  return channels.every((channel) => channel < 80);
}

test.describe('landing page', () => {
  test('loads with the hero and a way to sign up, without console errors', async ({ page }) => {
    const errors = watchErrors(page);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);

    await expect(page).toHaveTitle('maeum.');
    await expect(page.getByRole('heading', { level: 1, name: en.heroTitle })).toBeVisible();
    const headerSignup = page.getByRole('banner').getByRole('link', { name: en.signup, exact: true });
    await expect(headerSignup).toBeVisible();
    await expect(headerSignup).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('main').getByRole('link', { name: en.heroCta })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('switches to Korean from the header language menu, and keeps it after a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: en.changeLanguage }).click();
    await page.getByRole('menuitemradio', { name: ko.language }).click();

    await expect(page.getByRole('heading', { level: 1, name: ko.heroTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    expect(await storedItem(page, 'language')).toBe('ko');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: ko.heroTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('banner').getByRole('button', { name: ko.changeLanguage })).toBeVisible();
  });

  test('turns dark mode on and off, keeps it after a reload, and applies it before the app runs', async ({
    page,
  }) => {
    await page.goto('/');
    const html = page.locator('html');
    const toggle = page.getByRole('banner').getByRole('button', { name: en.darkMode });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);

    await toggle.click();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await storedItem(page, 'darkMode')).toBe('true');

    await page.reload();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    // No light flash: with the app's JavaScript blocked, only index.html's inline script (allowed
    // by its CSP hash) can have set the class, so it is there before React's first paint.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    await page.unroute('**/assets/*.js');

    await page.reload();
    await toggle.click();
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await storedItem(page, 'darkMode')).toBe('false');
  });

  test('in Korean and dark together from the footer, painted dark, and both kept after a reload', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    const html = page.locator('html');
    expect(isDark(await backgroundOf(page))).toBe(false);

    const footer = page.getByRole('group', { name: en.preferences });
    await footer.getByRole('button', { name: en.darkMode }).click();
    await footer.getByRole('button', { name: ko.language }).click();

    await expect(page.getByRole('heading', { level: 1, name: ko.heroTitle })).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'ko');
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect.poll(async () => isDark(await backgroundOf(page))).toBe(true);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: ko.heroTitle })).toBeVisible();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    const koreanFooter = page.getByRole('group', { name: ko.preferences });
    await expect(koreanFooter.getByRole('button', { name: ko.darkMode })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(isDark(await backgroundOf(page))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the header folds into a menu with Login and Sign Up', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');

    await expect(page.getByRole('heading', { level: 1, name: en.heroTitle })).toBeVisible();
    await expect(header.getByRole('link', { name: en.signup, exact: true })).toBeHidden();
    // Nothing wider than the screen (no sideways scrolling).
    expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(
      true,
    );

    const openMenu = header.getByRole('button', { name: en.openMenu });
    await expect(openMenu).toHaveAttribute('aria-expanded', 'false');
    await openMenu.click();

    await expect(header.getByRole('button', { name: en.closeMenu })).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByRole('link', { name: en.login, exact: true })).toBeVisible();
    const signup = header.getByRole('link', { name: en.signup, exact: true });
    await expect(signup).toBeVisible();

    await signup.click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(header.getByRole('button', { name: en.openMenu })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('not-found page', () => {
  test('an unknown path serves the app, which shows the not-found page with a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');

    await expect(page.getByRole('heading', { name: en.notFoundTitle })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: en.notFoundHome }).click();
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
    await expect(page.getByRole('heading', { level: 1, name: en.heroTitle })).toBeVisible();
  });

  test('is translated when Korean is picked in the footer', async ({ page }) => {
    await page.goto('/no-such-page');
    await page
      .getByRole('group', { name: en.preferences })
      .getByRole('button', { name: ko.language })
      .click();

    await expect(page.getByRole('heading', { name: ko.notFoundTitle })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: ko.notFoundHome })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });
});

test.describe('gateway', () => {
  test('an unknown API path answers a JSON 404, not the app', async ({ request }) => {
    const response = await request.get('/api/no-such-route');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    const body = await response.json();
    expect(body).toMatchObject({ statusCode: 404, code: 'not_found' });
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
  });

  test("serves the app's static files, hashed ones cached for good", async ({ request }) => {
    const html = await (await request.get('/')).text();
    const entry = /<script type="module"[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry, 'index.html names its entry script').toBeDefined();

    const script = await request.get(entry!);
    expect(script.status()).toBe(200);
    expect(script.headers()['content-type']).toContain('javascript');
    expect(script.headers()['cache-control']).toContain('immutable');

    const favicon = await request.get('/favicon.svg');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['cache-control']).toBe('no-cache');
  });

  test('a missing static file is a 404, not the app', async ({ request }) => {
    const response = await request.get('/assets/no-such-chunk.js');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type'] ?? '').not.toContain('text/html');
  });

  test('GET /api/health reports every service and dependency up', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      services: { auth: 'up', billing: 'up', sessions: 'up', journal: 'up', admin: 'up' },
      deps: { postgres: 'up', redis: 'up', nats: 'up' },
    });
  });

  test('the page is sent with security headers', async ({ page }) => {
    const response = await page.goto('/');
    const headers = response!.headers();

    const csp = headers['content-security-policy'];
    expect(csp).toBeDefined();
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
  });

  test('signs a new user up, and refuses the same e-mail twice', async ({ request }) => {
    const email = `e2e-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
    const data = {
      fullName: 'E2E Smoke',
      email,
      password: 'smoke-test-password-42',
      consent: { terms: true, sensitiveData: true, age: true },
    };

    const created = await request.post('/api/auth/signup', { data });
    expect(created.status()).toBe(201);
    const { user } = await created.json();
    expect(user).toMatchObject({ email, fullName: 'E2E Smoke' });
    expect(typeof user.id).toBe('string');
    expect(user.id.length).toBeGreaterThan(0);
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('passwordHash');

    const again = await request.post('/api/auth/signup', { data });
    expect(again.status()).toBe(409);
    expect(await again.json()).toMatchObject({ statusCode: 409, code: 'user_already_exists' });
  });
});
