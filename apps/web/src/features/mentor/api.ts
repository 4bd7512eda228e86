import type { MentorGoal } from '@maeum/api-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/endpoints';
import './translations';

export const mentorKeys = { review: ['mentor-review'] as const };

export const mentorApi = {
  review: () => api.mentor.review(),
  setGoal: (goal: MentorGoal) => api.mentor.goal({ goal }),
};

export function useMentorReview(enabled = true) {
  return useQuery({ queryKey: mentorKeys.review, queryFn: mentorApi.review, enabled, retry: false });
}

export function useSetMentorGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mentorApi.setGoal,
    onSuccess: (view) => queryClient.setQueryData(mentorKeys.review, view),
  });
}
