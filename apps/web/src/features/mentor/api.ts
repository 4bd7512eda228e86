import type { MentorGoal, MentorReviewView } from '@maeum/api-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/api/http';
import './translations';

export const mentorKeys = { review: ['mentor-review'] as const };

export const mentorApi = {
  review: () => http.get<MentorReviewView>('/mentor/review'),
  setGoal: (goal: MentorGoal) => http.put<MentorReviewView>('/mentor/goal', { goal }),
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
