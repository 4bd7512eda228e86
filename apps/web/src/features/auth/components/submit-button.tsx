import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatRetryAfter } from '../../../shared/lib/rate-limit';
import { Button, type ButtonProps } from '../../../shared/ui/button';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'asChild'> {
  pending?: boolean;
  pendingLabel?: string;
  /** While a rate limit blocks the form: the time left, shown on the (disabled) button. */
  blockedForMs?: number;
}

/** A form's submit button: busy while the request runs, counting down while rate limited. */
export function SubmitButton({
  pending,
  pendingLabel,
  blockedForMs = 0,
  disabled,
  children,
  ...props
}: SubmitButtonProps) {
  const { t } = useTranslation();
  const blocked = blockedForMs > 0;

  return (
    <Button type="submit" size="lg" className="w-full" disabled={disabled || pending || blocked} {...props}>
      {pending && !blocked ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : null}
      {blocked
        ? t('auth.submit.retryIn', { time: formatRetryAfter(blockedForMs) })
        : pending && pendingLabel
          ? pendingLabel
          : children}
    </Button>
  );
}
