import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster as Sonner } from 'sonner';
import { toasterMounted } from './toast';
import { useTheme } from '../theme/use-theme';

// Sonner's light rich colours put 13 px text at about 4.3:1 on its tinted backgrounds; these darker
// shades of the same hues reach 5.3:1 or more (WCAG AA asks 4.5:1). Its dark colours already pass.
const LIGHT_TEXT = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 40%)',
  '--warning-text': 'hsl(31, 92%, 32%)',
  '--error-text': 'hsl(360, 100%, 40%)',
} as CSSProperties;

/** One toast area for the app, following the light/dark theme and the UI language. */
export function Toaster() {
  const { t } = useTranslation();
  const { isDark } = useTheme();
  // After sonner's own effect (children's effects run first), so the toasts that waited are seen.
  useEffect(() => toasterMounted(), []);
  return (
    <Sonner
      theme={isDark ? 'dark' : 'light'}
      position="top-center"
      // On a phone, below the top bar (public header or app menu), which a toast would cover.
      mobileOffset={{ top: '4.5rem' }}
      richColors
      closeButton
      // Sonner's own font stack ends in system-ui, which on some systems has no Hangul: the app's font does.
      style={{ fontFamily: 'var(--font-sans)', ...(isDark ? {} : LIGHT_TEXT) }}
      containerAriaLabel={t('a11y.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('a11y.closeNotification') }}
    />
  );
}
