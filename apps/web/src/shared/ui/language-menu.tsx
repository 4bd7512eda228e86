import { ChevronDown } from 'lucide-react';
import { useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAllLanguages } from '../../i18n/i18n';
import { LANGUAGE_FLAGS } from '../../i18n/language-flags';
import type { Language } from '../../i18n/language';
import { useLanguage } from '../../i18n/use-language';
import { cn } from '../lib/cn';
import { buttonVariants } from './button';
import type { LanguageMenuPopup } from './language-menu-popup';

type Popup = ComponentType<Parameters<typeof LanguageMenuPopup>[0]>;

// The menu (Radix with its popper and focus handling, ~25 kB gzip) is on every public page but
// used by few visitors, so it loads on first intent (pointer over, touch or focus), not with the
// page; so does the other language, so that switching is instant.
let popup: Promise<Popup> | undefined;
function loadPopup(): Promise<Popup> {
  popup ??= import('./language-menu-popup').then(
    (module) => module.LanguageMenuPopup,
    (error: unknown) => {
      popup = undefined; // offline for a moment: the next intent tries again
      throw error;
    },
  );
  return popup;
}

/** Header language picker: flag + EN/KO, opening a menu of English / 한국어. */
export function LanguageMenu({ className }: { className?: string }) {
  const { language } = useLanguage();
  const standIn = useRef<HTMLButtonElement>(null);
  const [Loaded, setLoaded] = useState<{ Popup: Popup; autoFocus: boolean } | null>(null);
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);

  if (Loaded) {
    return <Loaded.Popup className={className} defaultOpen={openWhenLoaded} autoFocus={Loaded.autoFocus} />;
  }

  const load = () => {
    void loadAllLanguages();
    loadPopup().then(
      (Popup) => setLoaded({ Popup, autoFocus: document.activeElement === standIn.current }),
      () => undefined, // the stand-in stays; a press or focus later loads it again
    );
  };
  const open = () => {
    setOpenWhenLoaded(true);
    load();
  };

  // The same button as the menu's trigger, until the menu has loaded.
  return (
    <button
      ref={standIn}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), className)}
      onPointerEnter={load}
      onFocus={load}
      // As the menu's trigger does: a press opens it (not the click, whose release may already land
      // on the trigger that replaced this one), and so do Enter, Space and the down arrow.
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) open();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') open();
      }}
    >
      <LanguageMenuLabel language={language} />
    </button>
  );
}

/** What the trigger shows: the language's flag and code, named for screen readers. */
export function LanguageMenuLabel({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="sr-only">{t('language.change')}: </span>
      <span aria-hidden="true">{LANGUAGE_FLAGS[language]}</span>
      <span>{t(`language.codes.${language}`)}</span>
      <ChevronDown aria-hidden="true" className="opacity-60" />
    </>
  );
}
