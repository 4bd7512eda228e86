import { Toaster as Sonner } from 'sonner';
import { useTheme } from '../theme/use-theme';

/** One toast area for the app, following the light/dark theme. */
export function Toaster() {
  const { isDark } = useTheme();
  return <Sonner theme={isDark ? 'dark' : 'light'} position="top-center" richColors closeButton />;
}
