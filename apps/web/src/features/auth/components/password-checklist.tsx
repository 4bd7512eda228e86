import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';

export interface ChecklistItem {
  label: string;
  met: boolean;
}

/** The live list of password requirements; each line says whether it is met, in words too. */
export function PasswordChecklist({ id, items }: { id: string; items: ChecklistItem[] }) {
  const { t } = useTranslation();
  return (
    <ul id={id} aria-label={t('auth.reset.checklist')} className="flex flex-col gap-1.5 text-sm">
      {items.map((item) => (
        <li
          key={item.label}
          className={cn('flex items-center gap-2', item.met ? 'text-success' : 'text-muted-foreground')}
        >
          {item.met ? (
            <Check aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <Circle aria-hidden="true" className="size-4 shrink-0" />
          )}
          <span>{item.label}</span>
          <span className="sr-only">({item.met ? t('auth.reset.met') : t('auth.reset.unmet')})</span>
        </li>
      ))}
    </ul>
  );
}
