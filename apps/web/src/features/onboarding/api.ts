import type {
  OnboardingContext,
  OnboardingRequest,
  TonePreference,
  UserContextRequest,
} from '@maeum/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/endpoints';
import { authKeys } from '../auth';

/** Every text field of the context form (PUT /api/me/context), all of them sent. */
export type ContextAnswers = Required<Omit<UserContextRequest, 'preferredTone'>>;

export const CONTEXT_FIELDS = [
  'currentSituation',
  'calmingFactors',
  'overwhelmingFactors',
  'additionalNotes',
  'goals',
  'challenges',
] as const satisfies readonly (keyof ContextAnswers)[];

const EMPTY_CONTEXT: OnboardingContext = {
  currentSituation: '',
  calmingFactors: '',
  overwhelmingFactors: '',
  additionalNotes: '',
};

export const EMPTY_ANSWERS: ContextAnswers = { ...EMPTY_CONTEXT, goals: '', challenges: '' };

export const onboardingApi = {
  complete: (body: OnboardingRequest) => api.me.completeOnboarding(body),
  putContext: (body: UserContextRequest) => api.me.putContext(body),
};

/**
 * Marks onboarding done with the tone and the four onboarding answers, then stores all the answers
 * given (PUT /api/me/context keeps the fields it is not sent).
 */
export async function saveOnboardingContext(tone: TonePreference, answers: Partial<ContextAnswers>) {
  const { currentSituation, calmingFactors, overwhelmingFactors, additionalNotes } = answers;
  await onboardingApi.complete({
    tone,
    context: { currentSituation, calmingFactors, overwhelmingFactors, additionalNotes },
  });
  await onboardingApi.putContext({ ...answers, preferredTone: tone });
}

/** Finish Setup: saves the tone and all six answers (spec §4). */
export function useFinishOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tone, answers }: { tone: TonePreference; answers: ContextAnswers }) =>
      saveOnboardingContext(tone, answers),
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.me }),
  });
}

/** Skip for now: marks onboarding done with the tone and an empty context (spec §4). */
export function useSkipOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tone: TonePreference) => onboardingApi.complete({ tone, context: EMPTY_CONTEXT }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.me }),
  });
}
