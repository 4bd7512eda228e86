import type { EmailChangeConfirmed, EmailChangeRequested, RequestEmailChangeRequest } from '@maeum/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/endpoints';
import { http } from '../../shared/api/http';
import { authKeys } from '../auth';

export const profileApi = {
  updateName: (fullName: string) => api.me.updateProfile({ fullName }),
  requestEmailChange: (input: RequestEmailChangeRequest) =>
    http.post<EmailChangeRequested>('/me/email', input),
  // The link may be opened where nobody is signed in: no token, and a 401 is not a lapsed session.
  confirmEmailChange: (token: string) =>
    http.post<EmailChangeConfirmed>('/auth/confirm-email', { token }, { skipAuth: true }),
};

/** What the Edit Profile dialog saves: the name at once, the e-mail only by its link. */
export interface ProfileEdit {
  fullName?: string;
  email?: { newEmail: string; currentPassword?: string };
}

export interface ProfileEditResult {
  /** The address a confirmation link went to, when the e-mail was asked to change. */
  checkInboxFor?: string;
}

export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fullName, email }: ProfileEdit): Promise<ProfileEditResult> => {
      if (fullName !== undefined)
        queryClient.setQueryData(authKeys.me, await profileApi.updateName(fullName));
      if (!email) return {};
      await profileApi.requestEmailChange(email);
      return { checkInboxFor: email.newEmail };
    },
  });
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: profileApi.confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me }),
  });
}
