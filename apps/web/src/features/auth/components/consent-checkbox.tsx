import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface ConsentCheckboxProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  /** Names what the link opens ("Read the Terms of Service"). */
  linkLabel: string;
  href: string;
}

/**
 * One consent: its own unticked checkbox, and a link to what it agrees to. The link sits outside
 * the label (so the checkbox's name is just the sentence) and opens a new tab (so the form is kept).
 */
export function ConsentCheckbox({ name, checked, onChange, label, linkLabel, href }: ConsentCheckboxProps) {
  const { t } = useTranslation();
  const id = useId();

  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-input accent-primary"
      />
      <div className="flex flex-col gap-0.5 text-sm">
        <label htmlFor={id} className="cursor-pointer leading-snug">
          {label}
        </label>
        <Link
          to={href}
          target="_blank"
          rel="noopener noreferrer"
          className="self-start rounded-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {linkLabel}
          <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-2px]" />
          <span className="sr-only">{t('auth.signUp.consents.newTab')}</span>
        </Link>
      </div>
    </div>
  );
}
