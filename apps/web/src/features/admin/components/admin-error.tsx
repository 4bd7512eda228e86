import { useTranslation } from 'react-i18next';
import { adminErrorCode } from '../api';

type Fallback = 'load' | 'users' | 'sessions' | 'audit' | 'delete' | 'plan' | 'retry';

/** A refusal in the spec's words (an admin code), or the list's own failure message. */
export function AdminError({ error, fallback }: { error: unknown; fallback: Fallback }) {
  const { t } = useTranslation();
  const code = adminErrorCode(error);
  return (
    <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
      {code ? t(`admin.errors.${code}`) : t(`admin.errors.${fallback}`)}
    </p>
  );
}
