import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatRetryAfter, type RateLimitStatus } from '../../../shared/lib/rate-limit';
import { Button, type ButtonProps } from '../../../shared/ui/button';

/** The account forms; each keeps its button's words at auth.<form>.submit and auth.<form>.submitting. */
export type AuthForm = 'signIn' | 'signUp' | 'forgot' | 'reset';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'asChild' | 'children'> {
  /** Whose words the button shows ('Log in', then 'Logging in…' while busy, for signIn). */
  copy: AuthForm;
  /** While the request runs: disabled, with a spinner and the busy words. */
  pending: boolean;
  /** The form's rate limit: while it blocks, the (disabled) button counts down the time left. */
  limit: Pick<RateLimitStatus, 'retryAfterMs'>;
}

/** An account form's submit button: busy while the request runs, counting down while rate limited. */
export function SubmitButton({ copy, pending, limit, disabled, ...props }: SubmitButtonProps) {
  const { t } = useTranslation();
  const blocked = limit.retryAfterMs > 0;

  return (
    <Button type="submit" size="lg" className="w-full" disabled={disabled || pending || blocked} {...props}>
      {pending && !blocked ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : null}
      {blocked
        ? t('auth.submit.retryIn', { time: formatRetryAfter(limit.retryAfterMs) })
        : pending
          ? t(`auth.${copy}.submitting`)
          : t(`auth.${copy}.submit`)}
    </Button>
  );
}
