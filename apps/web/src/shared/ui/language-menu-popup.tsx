import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_FLAGS } from '../../i18n/language-flags';
import { LANGUAGES, isLanguage } from '../../i18n/language';
import { useLanguage } from '../../i18n/use-language';
import { cn } from '../lib/cn';
import { buttonVariants } from './button';
import { LanguageMenuLabel } from './language-menu';

interface LanguageMenuPopupProps {
  className?: string;
  /** Open at once: the visitor clicked the trigger before this module had loaded. */
  defaultOpen: boolean;
  /** Take the focus: the stand-in trigger this replaces had it. */
  autoFocus: boolean;
}

/** The menu of LanguageMenu (Radix: positioning, focus and keyboard handling), loaded on first intent. */
export function LanguageMenuPopup({ className, defaultOpen, autoFocus }: LanguageMenuPopupProps) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (autoFocus && !defaultOpen) trigger.current?.focus();
  }, [autoFocus, defaultOpen]);

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        ref={trigger}
        className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), className)}
      >
        <LanguageMenuLabel language={language} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-lg border bg-card p-1 text-card-foreground shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
            {t('language.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={language}
            onValueChange={(value) => {
              if (isLanguage(value)) setLanguage(value);
            }}
          >
            {LANGUAGES.map((code) => (
              <DropdownMenu.RadioItem
                key={code}
                value={code}
                lang={code}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm outline-none select-none data-highlighted:bg-secondary data-highlighted:text-secondary-foreground"
              >
                <span aria-hidden="true">{LANGUAGE_FLAGS[code]}</span>
                <span className="flex-1">{t(`language.names.${code}`)}</span>
                <span aria-hidden="true" className="text-xs text-muted-foreground">
                  {t(`language.codes.${code}`)}
                </span>
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden="true" className="size-4 text-primary" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
