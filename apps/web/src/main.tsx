import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './i18n/i18n';
import './shared/styles/globals.css';
import { App } from './app/app';
import { createAppRouter } from './app/routes';
import { loadFontsWhenIdle } from './shared/styles/load-fonts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Made before the language is in: creating the router starts loading this URL's route chunks, so
// they and the language arrive together.
const router = createAppRouter();

// Nothing renders until the language is loaded: no flash of keys or of the other language.
void i18nReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  loadFontsWhenIdle();
});
