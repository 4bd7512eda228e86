import { GATED_FEATURES, type FeaturePreviewView, type GatedFeature } from '@maeum/api-types';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Spinner } from '../../../shared/ui/spinner';
import { useFeatureAccess } from '../lib/use-feature-access';
import '../translations';

/**
 * The plan-gate overlay of spec §2, shared by the feature pages: the page shows when the plan has
 * the feature or a preview is open; otherwise the overlay offers the upgrade (to /pricing), 'Back
 * to Dashboard', and a preview when one is allowed (one per feature per 24 h, on the server).
 */
export function PlanGate({
  feature,
  children,
  onPreviewStarted,
}: {
  feature: GatedFeature;
  /** Called once when the person starts a preview here (a feature's own toast). */
  onPreviewStarted?: (preview: FeaturePreviewView) => void;
  /** Given the open preview (with its item limit) when the page shows through a preview. */
  children: (preview: FeaturePreviewView | null) => ReactNode;
}) {
  const { t } = useTranslation();
  const { access, openPreview, startPreview, starting } = useFeatureAccess(feature, onPreviewStarted);

  if (access.isPending)
    return (
      <div className="flex justify-center py-24">
        <Spinner size="lg" label={t('a11y.loading')} />
      </div>
    );
  if (access.data?.allowed) return <>{children(null)}</>;
  if (openPreview) return <>{children(openPreview)}</>;

  const plan = GATED_FEATURES[feature] === 'pro' ? 'Pro' : 'Plus';
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card
        role="region"
        aria-labelledby="plan-gate-title"
        className="flex max-w-md flex-col items-center gap-4 p-8 text-center"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary">
          <Lock aria-hidden="true" className="size-6" />
        </span>
        <h1 id="plan-gate-title" className="text-2xl font-semibold tracking-tight">
          {t('billing.gate.title', { plan })}
        </h1>
        <p className="text-muted-foreground">{t(`billing.gate.features.${feature}`)}</p>
        <div className="flex w-full flex-col gap-2">
          <Button asChild>
            <Link to="/pricing">{t('billing.gate.upgrade', { plan })}</Link>
          </Button>
          {access.data?.canPreview ? (
            <Button variant="outline" onClick={startPreview} disabled={starting} aria-busy={starting}>
              {t('billing.gate.preview')}
            </Button>
          ) : null}
          <Button asChild variant="ghost">
            <Link to="/">{t('billing.gate.back')}</Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
