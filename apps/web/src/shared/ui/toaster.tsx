import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { toasterMounted } from './toast';
import { useTheme } from '../theme/use-theme';

/** One toast area for the app, following the light/dark theme. */
export function Toaster() {
  const { isDark } = useTheme();
  // After sonner's own effect (children's effects run first), so the toasts that waited are seen.
  useEffect(() => toasterMounted(), []);
  return <Sonner theme={isDark ? 'dark' : 'light'} position="top-center" richColors closeButton />;
}
