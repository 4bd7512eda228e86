import { AuthErrorCode, CommonErrorCode } from '@maeum/api-types';
import type { ParseKeys } from 'i18next';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import type { Language } from '../../../i18n/language';
import { useLanguage } from '../../../i18n/use-language';
import { isApiError } from '../../../shared/api/http';
import { useRateLimit } from '../../../shared/lib/use-rate-limit';
import { FieldError } from '../../../shared/ui/field-message';
import { PasswordField } from '../../../shared/ui/password-field';
import { TextField } from '../../../shared/ui/text-field';
import { useSignUp, type SignUpInput } from '../api';
import { AuthCard } from '../components/auth-card';
import { AuthFooter } from '../components/auth-footer';
import { ConsentCheckbox } from '../components/consent-checkbox';
import { EmailField } from '../components/email-field';
import { agePolicyPath } from '../../legal';
import { SocialButtons } from '../components/social-buttons';
import { SubmitButton } from '../components/submit-button';
import { WeakPasswordReasons } from '../components/weak-password-reasons';
import { isTooManyRequests, signUpErrorMessage } from '../errors';
import { retryAfterOf, withRedirect } from '../page-helpers';
import { safeRedirect } from '../safe-redirect';
import { useAfterPress } from '../use-after-press';
import { useSocialErrorToast } from '../use-social-error';
import { SIGN_UP_FIELDS, validateSignUpField, type SignUpField, type SignUpValues } from '../validation';

type Consent = 'terms' | 'sensitiveData' | 'age';
const CONSENTS: readonly { name: Consent; href: (language: Language) => string }[] = [
  { name: 'terms', href: () => '/terms' },
  { name: 'sensitiveData', href: () => '/privacy-policy' },
  { name: 'age', href: agePolicyPath },
];

/** A client rule's translation key, or the server's own text for that field. */
type FieldProblem = { key: ParseKeys } | { text: string };

export function SignUpPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [params] = useSearchParams();
  const signUp = useSignUp();
  const limit = useRateLimit('signUp');
  const [values, setValues] = useState<SignUpValues>({
    fullName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<SignUpField, FieldProblem>>>({});
  const [touched, setTouched] = useState<Partial<Record<SignUpField, boolean>>>({});
  // Set when the server refused the password as weak: its reasons, shown under the field.
  const [weakReasons, setWeakReasons] = useState<readonly string[] | null>(null);
  const [consents, setConsents] = useState<Record<Consent, boolean>>({
    terms: false,
    sensitiveData: false,
    age: false,
  });
  const [consentError, setConsentError] = useState(false);
  const refs = {
    fullName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };
  const consentHintId = useId();
  const afterPress = useAfterPress();
  useSocialErrorToast();
  const allConsented = CONSENTS.every(({ name }) => consents[name]);

  const problemOf = (field: SignUpField, next: SignUpValues): FieldProblem | undefined => {
    const key = validateSignUpField(field, next);
    return key ? { key } : undefined;
  };

  const update = (field: SignUpField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (field === 'password') setWeakReasons(null);
    // Once a field has been checked, keep its message in step with what is typed.
    setErrors((current) => {
      const updated = { ...current };
      if (touched[field] || current[field]) updated[field] = problemOf(field, next);
      if (field === 'password' && touched.confirmPassword)
        updated.confirmPassword = problemOf('confirmPassword', next);
      return updated;
    });
  };

  // Each field keeps a line for its message; and a message that appears while the pointer is pressed
  // on the next control (a consent box) waits for that click, so nothing moves under it.
  const blur = (field: SignUpField) =>
    afterPress(() => {
      setTouched((current) => ({ ...current, [field]: true }));
      setErrors((current) => ({ ...current, [field]: problemOf(field, values) }));
    });

  const focusFirst = (found: Partial<Record<SignUpField, unknown>>) => {
    const first = SIGN_UP_FIELDS.find((field) => found[field]);
    if (first) refs[first].current?.focus();
    return Boolean(first);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<SignUpField, FieldProblem>> = {};
    for (const field of SIGN_UP_FIELDS) found[field] = problemOf(field, values);
    setErrors(found);
    setTouched({ fullName: true, email: true, password: true, confirmPassword: true });
    if (focusFirst(found)) return;
    if (!allConsented) {
      setConsentError(true);
      return;
    }
    if (!limit.attempt()) {
      toast.error(t('auth.errors.tooManyAttempts'), { id: 'rate-limited' });
      return;
    }
    void signUpWith({
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      password: values.password,
      consent: { terms: true, sensitiveData: true, age: true },
    });
  };

  // mutateAsync, not mutate's callbacks: taking the session swaps this page for the guard's redirect
  // (to /dashboard), and callbacks of an unmounted mutate never run.
  const signUpWith = async (input: SignUpInput) => {
    try {
      await signUp.mutateAsync(input);
    } catch (error) {
      showServerError(error);
      return;
    }
    toast.success(t('auth.signUp.success'), { description: t('auth.signUp.welcome') });
  };

  const showServerError = (error: unknown) => {
    if (isTooManyRequests(error)) limit.block(retryAfterOf(error));
    // Said once, under the field with its reasons; not again in a toast.
    if (isApiError(error) && error.code === AuthErrorCode.weakPassword) {
      setWeakReasons(error.reasons);
      refs.password.current?.focus();
      return;
    }
    if (isApiError(error) && error.code === AuthErrorCode.consentRequired) setConsentError(true);
    if (isApiError(error) && error.code === CommonErrorCode.validationFailed) {
      const fromServer: Partial<Record<SignUpField, FieldProblem>> = {};
      for (const field of SIGN_UP_FIELDS) {
        const text = error.fieldErrors[field];
        if (text) fromServer[field] = { text };
      }
      if (Object.keys(fromServer).length > 0) {
        setErrors((current) => ({ ...current, ...fromServer }));
        focusFirst(fromServer);
        return;
      }
    }
    toast.error(signUpErrorMessage(error, t));
  };

  const errorText = (field: SignUpField): ReactNode => {
    const problem = errors[field];
    if (!problem) return undefined;
    return 'key' in problem ? t(problem.key) : problem.text;
  };

  // What ties an input to the form's state; each field adds its label and autofill hint.
  const bind = (field: SignUpField) => ({
    ref: refs[field],
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(field, event.target.value),
    onBlur: () => blur(field),
    error: errorText(field),
    reserveMessageLine: true,
  });

  const passwordError: ReactNode =
    weakReasons !== null ? <WeakPasswordReasons reasons={weakReasons} /> : errorText('password');

  return (
    <AuthCard title={t('auth.signUp.title')} description={t('auth.signUp.subtitle')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField {...bind('fullName')} autoComplete="name" required label={t('auth.fields.fullName')} />
        <EmailField {...bind('email')} />
        <PasswordField
          {...bind('password')}
          autoComplete="new-password"
          required
          label={t('auth.fields.password')}
          description={passwordError ? undefined : t('auth.signUp.passwordHint')}
          error={passwordError}
        />
        <PasswordField
          {...bind('confirmPassword')}
          autoComplete="new-password"
          required
          label={t('auth.fields.confirmPassword')}
        />

        <fieldset className="flex flex-col gap-3 rounded-lg border p-4">
          <legend className="px-1 text-sm font-medium">{t('auth.signUp.consents.legend')}</legend>
          {CONSENTS.map(({ name, href }) => (
            <ConsentCheckbox
              key={name}
              name={name}
              checked={consents[name]}
              onChange={(checked) => {
                setConsents((current) => ({ ...current, [name]: checked }));
                setConsentError(false);
              }}
              label={t(`auth.signUp.consents.${name}`)}
              linkLabel={t(`auth.signUp.consents.${name}Link`)}
              href={href(language)}
            />
          ))}
          {consentError && !allConsented ? (
            <FieldError id={`${consentHintId}-error`}>{t('auth.signUp.consents.required')}</FieldError>
          ) : null}
        </fieldset>

        {allConsented ? null : (
          <p id={consentHintId} className="text-sm text-muted-foreground">
            {t('auth.signUp.consents.hint')}
          </p>
        )}
        <SubmitButton
          copy="signUp"
          pending={signUp.isPending}
          limit={limit}
          disabled={!allConsented}
          aria-describedby={allConsented ? undefined : consentHintId}
        />
      </form>

      {/* Social sign-up creates an account too, so it waits for the same three consents. */}
      <SocialButtons
        intent="signup"
        redirect={safeRedirect(params.get('redirect'))}
        disabled={!allConsented}
      />

      <AuthFooter
        prompt={t('auth.signUp.haveAccount')}
        to={withRedirect('/enhanced-login', params.get('redirect'))}
      >
        {t('auth.signUp.signInLink')}
      </AuthFooter>
    </AuthCard>
  );
}
