import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n, loadAllLanguages } from '../i18n/i18n';

// The first render of a route waits for its lazy chunks to be transformed; on a busy machine that
// takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout or scrolling; <ScrollRestoration> calls this on every navigation.
window.scrollTo = () => undefined;

// The app loads one language per visit and the other on demand; tests switch freely, as a visitor
// can once both are in.
beforeAll(() => loadAllLanguages());

beforeEach(async () => {
  await i18n.changeLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
});

afterEach(() => {
  cleanup();
  // Toasts live in sonner's module state; a new <Toaster> would show the previous test's ones.
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
