import type { FeaturePreviewView, GatedFeature } from '@maeum/api-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/endpoints';
import { toast } from '../../../shared/ui/toast';
import '../translations';

const featureKey = (feature: GatedFeature) => ['billing', 'feature', feature] as const;

/**
 * Whether the plan has a feature, whether a preview may start, and the preview open now (a reload
 * keeps it); `startPreview` opens one on the server (one per feature per 24 h).
 */
export function useFeatureAccess(
  feature: GatedFeature,
  onPreviewStarted?: (preview: FeaturePreviewView) => void,
  enabled = true,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const access = useQuery({
    queryKey: featureKey(feature),
    queryFn: () => api.features.check({ name: feature }),
    enabled,
  });
  const preview = useMutation({
    mutationFn: () => api.features.preview({ name: feature }),
    onSuccess: async (opened) => {
      onPreviewStarted?.(opened);
      await queryClient.invalidateQueries({ queryKey: featureKey(feature) });
    },
    onError: () => toast.error(t('billing.gate.previewFailed')),
  });
  return {
    access,
    openPreview: preview.data ?? access.data?.preview ?? null,
    startPreview: () => preview.mutate(),
    starting: preview.isPending,
  };
}
