import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../shared/ui/toast';

/** A visitor who opens a booster: 'Login Required', then sign-in, coming back to the booster. */
export function useBoosterLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    (slug: string) => {
      toast.error(t('moodBoosters.loginTitle'), { description: t('moodBoosters.login') });
      const back = `/mood-boosters/${slug}`;
      void navigate(`/auth?redirect=${encodeURIComponent(back)}&source=boosters`, { replace: true });
    },
    [t, navigate],
  );
}
