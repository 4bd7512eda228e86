import type { TonePreference } from '@maeum/api-types';
import { useMe } from './api';

/** The user's tone preference (MZ / Gen Z or normal); normal until /api/me has answered (or if it fails). */
export function useTone(): TonePreference {
  const { data } = useMe();
  return data?.preferences?.tonePreference === 'genz' ? 'genz' : 'normal';
}
