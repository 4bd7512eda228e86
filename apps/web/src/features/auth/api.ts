import type { LoginRequest } from '@maeum/api-types';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MissingSessionError, authApi, isAuthSession, type SignUpInput } from './auth-client';
import { useLanguage } from '../../i18n/use-language';
import { useTheme } from '../../shared/theme/use-theme';
import { useAuth } from './use-auth';

export * from './auth-client';

export const authKeys = {
  providers: ['auth', 'providers'] as const,
  me: ['me'] as const,
};

/** Which social sign-ins are configured; a button is shown only for those. */
export function useAuthProviders() {
  return useQuery({ queryKey: authKeys.providers, queryFn: authApi.providers });
}

/** The signed-in account with profile, preferences and the admin flag (cleared on sign-out). */
export function useMe() {
  const { status } = useAuth();
  return useQuery({ queryKey: authKeys.me, queryFn: authApi.me, enabled: status === 'signed-in' });
}

export function useSignIn() {
  const { acceptSession } = useAuth();
  return useMutation({
    mutationFn: async (input: LoginRequest) => {
      const session = await authApi.signIn(input);
      if (!isAuthSession(session)) throw new MissingSessionError();
      return session;
    },
    onSuccess: (session) => acceptSession(session),
  });
}

/** Signs up; the answer is the new session, so no second sign-in is needed. */
export function useSignUp() {
  const { acceptSession } = useAuth();
  const { language } = useLanguage();
  const { isDark } = useTheme();
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      // A signed-in user's saved choices win over the browser's: the new account starts with the
      // language and theme the visitor sees now, or the app would switch to English and light.
      const session = await authApi.signUp({ ...input, display: { language, darkMode: isDark } });
      if (!isAuthSession(session)) throw new MissingSessionError();
      return session;
    },
    onSuccess: (session) => acceptSession(session),
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: authApi.forgotPassword });
}

export function useResetPassword() {
  return useMutation({ mutationFn: authApi.resetPassword });
}
