import { AuthErrorCode } from '@maeum/api-types';
import { CircleCheck, KeyRound, LinkIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { isApiError } from '../../../shared/api/http';
import { useRateLimit } from '../../../shared/lib/use-rate-limit';
import { Button } from '../../../shared/ui/button';
import { PasswordField } from '../../../shared/ui/password-field';
import { useResetPassword } from '../api';
import { AuthCard } from '../components/auth-card';
import { PasswordChecklist } from '../components/password-checklist';
import { SubmitButton } from '../components/submit-button';
import { WeakPasswordReasons } from '../components/weak-password-reasons';
import { isInvalidResetToken, isTooManyRequests, resetPasswordErrorMessage } from '../errors';
import { retryAfterOf } from '../page-helpers';
import { PASSWORD_MIN_LENGTH } from '../validation';

/** Spec doc 1 §9: back to sign-in 3 s after a successful reset. */
export const RESET_REDIRECT_DELAY_MS = 3000;

// The token is read from the query as the page opens, so "unknown" never lasts past the first render.
type View = 'form' | 'invalid' | 'success';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const [view, setView] = useState<View>(token ? 'form' : 'invalid');

  // Arriving without a token shows this view at once; a refused token switches to it (focus follows).
  if (view === 'invalid') return <InvalidLink announce={Boolean(token)} />;
  if (view === 'success') return <ResetDone />;
  return (
    <ResetForm token={token ?? ''} onInvalid={() => setView('invalid')} onDone={() => setView('success')} />
  );
}

function ResetForm({
  token,
  onInvalid,
  onDone,
}: {
  token: string;
  onInvalid: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const limit = useRateLimit('general');
  const checklistId = useId();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [blurred, setBlurred] = useState({ password: false, repeat: false });
  const [weakReasons, setWeakReasons] = useState<readonly string[] | null>(null);
  const longEnough = password.length >= PASSWORD_MIN_LENGTH;
  const matches = repeat.length > 0 && repeat === password;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!longEnough || !matches) return;
    if (!limit.attempt()) {
      toast.error(t('auth.errors.tooManyAttempts'), { id: 'rate-limited' });
      return;
    }
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast.success(t('auth.reset.successToast'));
          onDone();
        },
        onError: (error) => {
          // A weak password is said once, under the field with its reasons; not again in a toast.
          if (isApiError(error) && error.code === AuthErrorCode.weakPassword) {
            setWeakReasons(error.reasons);
            return;
          }
          if (isTooManyRequests(error)) limit.block(retryAfterOf(error));
          toast.error(resetPasswordErrorMessage(error, t));
          if (isInvalidResetToken(error)) onInvalid();
        },
      },
    );
  };

  return (
    <AuthCard
      icon={<KeyRound aria-hidden="true" />}
      title={t('auth.reset.title')}
      description={t('auth.reset.subtitle')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <PasswordField
          name="password"
          autoComplete="new-password"
          required
          label={t('auth.fields.newPassword')}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setWeakReasons(null);
          }}
          onBlur={() => setBlurred((current) => ({ ...current, password: true }))}
          aria-describedby={checklistId}
          error={
            weakReasons !== null ? (
              <WeakPasswordReasons reasons={weakReasons} />
            ) : blurred.password && password && !longEnough ? (
              t('auth.validation.passwordTooShort')
            ) : undefined
          }
        />
        <PasswordField
          name="repeatPassword"
          autoComplete="new-password"
          required
          label={t('auth.fields.repeatPassword')}
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
          onBlur={() => setBlurred((current) => ({ ...current, repeat: true }))}
          error={blurred.repeat && repeat && !matches ? t('auth.validation.passwordsDontMatch') : undefined}
        />
        <PasswordChecklist
          id={checklistId}
          items={[
            { label: t('auth.reset.minLength'), met: longEnough },
            { label: t('auth.reset.match'), met: matches },
          ]}
        />
        <SubmitButton
          copy="reset"
          pending={reset.isPending}
          limit={limit}
          disabled={!longEnough || !matches}
        />
      </form>
    </AuthCard>
  );
}

function InvalidLink({ announce }: { announce: boolean }) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (announce) titleRef.current?.focus();
  }, [announce]);

  return (
    <AuthCard
      titleRef={titleRef}
      icon={<LinkIcon aria-hidden="true" />}
      title={t('auth.reset.invalidTitle')}
      description={t('auth.reset.invalidBody')}
    >
      <Button asChild size="lg" className="w-full">
        <Link to="/forgot-password">{t('auth.reset.requestNew')}</Link>
      </Button>
    </AuthCard>
  );
}

function ResetDone() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    titleRef.current?.focus();
    const timer = setTimeout(
      () => void navigate('/enhanced-login', { replace: true }),
      RESET_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <AuthCard
      titleRef={titleRef}
      icon={<CircleCheck aria-hidden="true" />}
      title={t('auth.reset.successTitle')}
      description={t('auth.reset.successBody')}
    >
      <Button asChild size="lg" className="w-full">
        <Link to="/enhanced-login" replace>
          {t('auth.reset.backToLogin')}
        </Link>
      </Button>
    </AuthCard>
  );
}
