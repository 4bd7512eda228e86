import type { ParseKeys } from 'i18next';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { useRateLimit } from '../../../shared/lib/use-rate-limit';
import { PasswordField } from '../../../shared/ui/password-field';
import { useSignIn } from '../api';
import { AuthCard } from '../components/auth-card';
import { AuthFooter } from '../components/auth-footer';
import { EmailField } from '../components/email-field';
import { LegalNote } from '../components/legal-note';
import { SocialButtons } from '../components/social-buttons';
import { SubmitButton } from '../components/submit-button';
import { isTooManyRequests, signInErrorMessage } from '../errors';
import { retryAfterOf, withRedirect } from '../page-helpers';
import { safeRedirect } from '../safe-redirect';
import { useApplyAccountLanguage } from '../use-apply-account-language';
import { useSocialErrorToast } from '../use-social-error';
import { validateSignInField, type SignInField } from '../validation';

const FIELDS: readonly SignInField[] = ['email', 'password'];

export function SignInPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const signIn = useSignIn();
  const limit = useRateLimit('signIn');
  const applyAccountLanguage = useApplyAccountLanguage();
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

  // What ties an input to the form's state; each field adds its label and autofill hint.
  const bind = (field: SignInField) => {
    const error = errors[field];
    return {
      ref: refs[field],
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => update(field, event.target.value),
      error: error ? t(error) : undefined,
    };
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
    const language = await applyAccountLanguage();
    toast.success(t('auth.signIn.success', { lng: language }));
  };

  return (
    <AuthCard title={t('auth.signIn.title')} description={t('auth.signIn.subtitle')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <EmailField {...bind('email')} />
        <PasswordField
          {...bind('password')}
          autoComplete="current-password"
          required
          label={t('auth.fields.password')}
        />
        <Link
          to="/forgot-password"
          className="-mt-1 self-end rounded-sm text-sm font-medium text-primary hover:underline"
        >
          {t('auth.signIn.forgot')}
        </Link>
        <SubmitButton copy="signIn" pending={signIn.isPending} limit={limit} />
      </form>

      <SocialButtons intent="signin" redirect={redirect} />

      <AuthFooter prompt={t('auth.signIn.noAccount')} to={withRedirect('/signup', params.get('redirect'))}>
        {t('auth.signIn.signUpLink')}
      </AuthFooter>

      <LegalNote />
    </AuthCard>
  );
}
