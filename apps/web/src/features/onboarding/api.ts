import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/api/http';
import { authKeys } from '../auth/api';

export type Tone = 'genz' | 'normal';

/** The four answers POST /api/me/onboarding stores with the tone. */
export interface OnboardingContext {
  currentSituation: string;
  calmingFactors: string;
  overwhelmingFactors: string;
  additionalNotes: string;
}

/** Every field of the context form (PUT /api/me/context). */
export interface ContextAnswers extends OnboardingContext {
  goals: string;
  challenges: string;
}

export const CONTEXT_FIELDS = [
  'currentSituation',
  'calmingFactors',
  'overwhelmingFactors',
  'additionalNotes',
  'goals',
  'challenges',
] as const satisfies readonly (keyof ContextAnswers)[];

export const CONTEXT_MAX_LENGTH = 2000;

export const EMPTY_ANSWERS: ContextAnswers = {
  currentSituation: '',
  calmingFactors: '',
  overwhelmingFactors: '',
  additionalNotes: '',
  goals: '',
  challenges: '',
};

export const onboardingApi = {
  complete: (body: { tone: Tone; context: OnboardingContext }) => http.post<unknown>('/me/onboarding', body),
  putContext: (body: ContextAnswers & { preferredTone: Tone }) => http.put<unknown>('/me/context', body),
};

/** Finish Setup: marks onboarding done with the tone and the four answers, then stores all six. */
export function useFinishOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ tone, answers }: { tone: Tone; answers: ContextAnswers }) => {
      const { currentSituation, calmingFactors, overwhelmingFactors, additionalNotes } = answers;
      await onboardingApi.complete({
        tone,
        context: { currentSituation, calmingFactors, overwhelmingFactors, additionalNotes },
      });
      await onboardingApi.putContext({ ...answers, preferredTone: tone });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.me }),
  });
}

/** Skip for now: marks onboarding done with the tone and an empty context (spec §4). */
export function useSkipOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tone: Tone) =>
      onboardingApi.complete({
        tone,
        context: { currentSituation: '', calmingFactors: '', overwhelmingFactors: '', additionalNotes: '' },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.me }),
  });
}
