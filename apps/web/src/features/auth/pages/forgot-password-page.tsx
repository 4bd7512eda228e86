import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { useRateLimit } from '../../../shared/lib/use-rate-limit';
import { Button } from '../../../shared/ui/button';
import { useForgotPassword } from '../api';
import { AuthCard } from '../components/auth-card';
import { AuthFooter } from '../components/auth-footer';
import { EmailField } from '../components/email-field';
import { SubmitButton } from '../components/submit-button';
import { isTooManyRequests } from '../errors';
import { retryAfterOf } from '../page-helpers';
import { isValidEmail } from '../validation';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const limit = useRateLimit('passwordReset');
  const [email, setEmail] = useState('');
  // Checked on blur and on submit, then kept in step with what is typed (spec: the message inline).
  const [checked, setChecked] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentTitleRef = useRef<HTMLHeadingElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const valid = isValidEmail(email);
  const emailError = checked && !valid ? t('auth.validation.emailInvalid') : undefined;

  // The form is replaced: move focus to the new heading so screen readers announce the change.
  useEffect(() => {
    if (sentTo !== null) sentTitleRef.current?.focus();
  }, [sentTo]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid) {
      setChecked(true);
      emailRef.current?.focus();
      return;
    }
    if (!limit.attempt()) {
      toast.error(t('auth.errors.tooManyAttempts'), { id: 'rate-limited' });
      return;
    }
    const address = email.trim();
    forgot.mutate(address, {
      onSuccess: () => {
        toast.success(t('auth.forgot.success'));
        setSentTo(address);
      },
      onError: (error) => {
        if (isTooManyRequests(error)) {
          limit.block(retryAfterOf(error));
          toast.error(t('auth.errors.tooManyAttempts'));
          return;
        }
        toast.error(t('auth.errors.somethingWrong'));
      },
    });
  };

  if (sentTo !== null) {
    return (
      <AuthCard
        titleRef={sentTitleRef}
        icon={<MailCheck aria-hidden="true" />}
        title={t('auth.forgot.sentTitle')}
      >
        <div className="flex flex-col gap-3 text-center text-sm text-pretty">
          <p>{t('auth.forgot.sentBody', { email: sentTo })}</p>
          <p className="text-muted-foreground">{t('auth.forgot.sentHint')}</p>
        </div>
        <Button asChild size="lg" className="w-full">
          <Link to="/enhanced-login">{t('auth.forgot.backToLogin')}</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.forgot.title')} description={t('auth.forgot.subtitle')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <EmailField
          ref={emailRef}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          // An empty field left behind is not an error yet; an address that cannot be one is.
          onBlur={() => setChecked(email.trim() !== '')}
          error={emailError}
        />
        <SubmitButton copy="forgot" pending={forgot.isPending} limit={limit} />
      </form>
      <AuthFooter to="/enhanced-login">{t('auth.forgot.backToLogin')}</AuthFooter>
    </AuthCard>
  );
}
