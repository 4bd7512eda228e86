import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../shared/lib/cn';
import { useTheme } from '../../../shared/theme/use-theme';
import { buttonVariants } from '../../../shared/ui/button';
import { socialSignInUrl, useAuthProviders } from '../api';
import { rememberSocialIntent, type SocialIntent } from '../session-hint';
import { SOCIAL_PROVIDERS, type SocialProviderLook } from './social-providers';

interface SocialButtonsProps {
  /** Which success message to show when the provider sends the user back. */
  intent: SocialIntent;
  /** Where the server should send the user after signing in. */
  redirect: string;
  /** Shown but not usable (sign-up before the consents are ticked). */
  disabled?: boolean;
}

/**
 * 'Continue with Google' / 'Continue with Kakao', each only when the server has that provider
 * configured. A plain link: social sign-in is a full-page navigation through the server.
 */
export function SocialButtons({ intent, redirect, disabled = false }: SocialButtonsProps) {
  const { t } = useTranslation();
  const { data } = useAuthProviders();
  const available = SOCIAL_PROVIDERS.filter(({ provider }) => data?.[provider] === true);
  if (available.length === 0) return null;

  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-3 text-xs text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        {t('auth.social.divider')}
      </p>
      {available.map((look) => (
        <SocialProviderButton
          key={look.provider}
          look={look}
          intent={intent}
          redirect={redirect}
          disabled={disabled}
        />
      ))}
    </div>
  );
}

function SocialProviderButton({
  look: { provider, className, mark },
  intent,
  redirect,
  disabled,
}: Required<SocialButtonsProps> & { look: SocialProviderLook }) {
  const { language } = useLanguage();
  const { isDark } = useTheme();
  const { t } = useTranslation();
  const classes = cn(buttonVariants({ size: 'lg' }), 'w-full shadow-none', className);
  const content = (
    <>
      <svg aria-hidden="true" viewBox={mark.viewBox} className="size-5">
        {mark.paths.map(({ fill, d }) => (
          <path key={d} fill={fill} d={d} />
        ))}
      </svg>
      {t(`auth.social.${provider}`)}
    </>
  );

  // A link cannot be disabled, so a blocked provider is a disabled button instead.
  if (disabled)
    return (
      <button type="button" disabled className={classes}>
        {content}
      </button>
    );
  return (
    <a
      href={socialSignInUrl(
        provider,
        redirect,
        intent === 'signup' ? { language, darkMode: isDark } : undefined,
      )}
      onClick={() => rememberSocialIntent(intent)}
      className={classes}
    >
      {content}
    </a>
  );
}
