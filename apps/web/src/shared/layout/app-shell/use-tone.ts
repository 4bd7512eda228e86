import { useMe } from '../../../features/auth/api';

export type Tone = 'normal' | 'genz';

/** The user's tone preference (MZ / Gen Z or normal); normal until /api/me has answered (or if it fails). */
export function useTone(): Tone {
  const { data } = useMe();
  return data?.preferences?.tonePreference === 'genz' ? 'genz' : 'normal';
}
