import type { ParseKeys } from 'i18next';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useRateLimit } from '../../../shared/lib/use-rate-limit';
import { PasswordField } from '../../../shared/ui/password-field';
import { TextField } from '../../../shared/ui/text-field';
import { useSignIn } from '../api';
import { AuthCard } from '../components/auth-card';
import { LegalNote } from '../components/legal-note';
import { SocialButtons } from '../components/social-buttons';
import { SubmitButton } from '../components/submit-button';
import { isTooManyRequests, signInErrorMessage } from '../errors';
import { retryAfterOf, withRedirect } from '../page-helpers';
import { safeRedirect } from '../safe-redirect';
import { useSocialErrorToast } from '../use-social-error';
import { validateSignInField, type SignInField } from '../validation';

const FIELDS: readonly SignInField[] = ['email', 'password'];

export function SignInPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const signIn = useSignIn();
  const limit = useRateLimit('signIn');
  const [values, setValues] = useState<Record<SignInField, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<SignInField, ParseKeys>>>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const refs = { email: emailRef, password: passwordRef };

  useSocialErrorToast();

  const update = (field: SignInField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field])
      setErrors((current) => ({ ...current, [field]: validateSignInField(field, next) ?? undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<SignInField, ParseKeys>> = {};
    for (const field of FIELDS) {
      const error = validateSignInField(field, values);
      if (error) found[field] = error;
    }
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      refs[firstInvalid].current?.focus();
      return;
    }
    if (!limit.attempt()) {
      toast.error(t('auth.errors.tooManyAttempts'), { id: 'rate-limited' });
      return;
    }
    void signInWith({ email: values.email.trim(), password: values.password });
  };

  // mutateAsync, not mutate's callbacks: taking the session swaps this page for the guard's redirect,
  // and callbacks of an unmounted mutate never run.
  const signInWith = async (input: { email: string; password: string }) => {
    try {
      await signIn.mutateAsync(input);
    } catch (error) {
      if (isTooManyRequests(error)) limit.block(retryAfterOf(error));
      toast.error(signInErrorMessage(error, t));
      return;
    }
    limit.reset();
    toast.success(t('auth.signIn.success'));
  };

  return (
    <AuthCard title={t('auth.signIn.title')} description={t('auth.signIn.subtitle')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          ref={emailRef}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          label={t('auth.fields.email')}
          value={values.email}
          onChange={(event) => update('email', event.target.value)}
          error={errors.email ? t(errors.email) : undefined}
        />
        <PasswordField
          ref={passwordRef}
          name="password"
          autoComplete="current-password"
          required
          label={t('auth.fields.password')}
          value={values.password}
          onChange={(event) => update('password', event.target.value)}
          error={errors.password ? t(errors.password) : undefined}
        />
        <Link
          to="/forgot-password"
          className="-mt-1 self-end rounded-sm text-sm font-medium text-primary hover:underline"
        >
          {t('auth.signIn.forgot')}
        </Link>
        <SubmitButton
          pending={signIn.isPending}
          pendingLabel={t('auth.signIn.submitting')}
          blockedForMs={limit.retryAfterMs}
        >
          {t('auth.signIn.submit')}
        </SubmitButton>
      </form>

      <SocialButtons intent="signin" redirect={redirect} />

      <p className="text-center text-sm text-muted-foreground">
        {t('auth.signIn.noAccount')}{' '}
        <Link
          to={withRedirect('/signup', params.get('redirect'))}
          className="rounded-sm font-medium text-primary hover:underline"
        >
          {t('auth.signIn.signUpLink')}
        </Link>
      </p>

      <LegalNote />
    </AuthCard>
  );
}
