import { PLAN_IDS, type PlanId } from '@maeum/api-types';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { inputClasses } from '../../../shared/ui/input';
import { TextField } from '../../../shared/ui/text-field';
import { useChangePlan } from '../api';
import type { UserActionProps } from './action-done';
import { AdminError } from './admin-error';

const PLAN_NAMES: Record<PlanId, string> = { free: 'Free', lite: 'Lite', plus: 'Plus', pro: 'Pro' };

/** Grant a plan (Lite too) or end a granted one, with a reason; asks once more, stating the effect. */
export function PlanForm({ userId, email, onDone }: UserActionProps) {
  const { t } = useTranslation();
  const change = useChangePlan();
  const selectId = useId();
  const [planId, setPlanId] = useState<PlanId>('lite');
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setMissingReason(true);
    setMissingReason(false);
    setConfirming(true);
  };
  const confirm = () =>
    change.mutate(
      { id: userId, request: { planId, reason: reason.trim() } },
      {
        onSuccess: (result) => {
          setConfirming(false);
          setReason('');
          onDone(
            result,
            planId === 'free'
              ? t('admin.plan.doneEnd')
              : t('admin.plan.doneGrant', { plan: PLAN_NAMES[planId] }),
          );
        },
        onError: () => setConfirming(false),
      },
    );
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} aria-labelledby={`${selectId}-title`}>
      <h3 id={`${selectId}-title`} className="text-base font-semibold">
        {t('admin.plan.title')}
      </h3>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium">
          {t('admin.plan.choose')}
        </label>
        <select
          id={selectId}
          className={inputClasses}
          value={planId}
          onChange={(event) => setPlanId(event.target.value as PlanId)}
        >
          {PLAN_IDS.filter((id) => id !== 'free').map((id) => (
            <option key={id} value={id}>
              {PLAN_NAMES[id]}
            </option>
          ))}
          <option value="free">{t('admin.plan.endOption')}</option>
        </select>
      </div>
      <TextField
        name="reason"
        label={t('admin.plan.reason')}
        description={t('admin.plan.reasonHint')}
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
        error={missingReason ? t('admin.plan.reasonRequired') : undefined}
      />
      {change.error ? <AdminError error={change.error} fallback="plan" /> : null}
      <Button ref={submitButton} type="submit" className="self-start" disabled={change.isPending}>
        {t('admin.plan.submit')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !change.isPending && setConfirming(open)}
        title={t('admin.plan.confirmTitle')}
        description={
          <p>
            {planId === 'free'
              ? t('admin.plan.confirmEnd', { email })
              : t('admin.plan.confirmGrant', { email, plan: PLAN_NAMES[planId] })}
          </p>
        }
        cancelLabel={t('admin.plan.cancel')}
        confirmLabel={t('admin.plan.confirm')}
        onConfirm={confirm}
        pending={change.isPending}
        returnFocusRef={submitButton}
      />
    </form>
  );
}
