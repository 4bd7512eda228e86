import { useSaveDisplayPreference } from '../../../features/settings';
import { cn } from '../../../shared/lib/cn';
import { LanguageToggle } from '../../../shared/ui/language-toggle';
import { ThemeToggle } from '../../../shared/ui/theme-toggle';

/**
 * The sidebar's English/Korean and dark/light switches (spec doc 2 §2). They are the public pages'
 * switches, but a signed-in user's choice is also saved to their preferences, where the settings
 * page and their next sign-in on any browser read it.
 */
export function DisplayToggles({ collapsed }: { collapsed: boolean }) {
  const save = useSaveDisplayPreference();

  return (
    <div
      className={cn('flex items-center gap-2 border-t pt-4', collapsed ? 'flex-col' : 'justify-between px-1')}
    >
      <LanguageToggle
        className={cn(collapsed && 'flex-col rounded-2xl')}
        onSelect={(language) => save({ language })}
      />
      <ThemeToggle onToggle={(darkMode) => save({ darkMode })} />
    </div>
  );
}
