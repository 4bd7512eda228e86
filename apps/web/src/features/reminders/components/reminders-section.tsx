import { REMINDER_WEEKDAYS, type ReminderSettingsView } from '@maeum/api-types';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../shared/ui/card';
import { Spinner } from '../../../shared/ui/spinner';
import { toast } from '../../../shared/ui/toast';
import { SettingSwitch } from '../../../shared/ui/setting-switch';
import { useReminders, useSaveReminders } from '../api';
import { disablePush, enablePush, pushState, type PushState } from '../push';
import { ToggleChip } from '../../../shared/ui/choice-chip';

/**
 * Self-care reminders (issue 24): off by default; the time in the person's zone and the weekdays;
 * e-mail always, and a notification on this device where the browser allows it.
 */
export function RemindersSection() {
  const { t } = useTranslation();
  const reminders = useReminders();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('reminders.title')}</CardTitle>
        <CardDescription>{t('reminders.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {reminders.isPending ? (
          <Spinner label={t('a11y.loading')} />
        ) : !reminders.data ? (
          <p role="alert" className="text-sm text-destructive">
            {t('reminders.loadFailed')}
          </p>
        ) : (
          <RemindersForm saved={reminders.data} />
        )}
      </CardContent>
    </Card>
  );
}

function RemindersForm({ saved }: { saved: ReminderSettingsView }) {
  const { t } = useTranslation();
  const save = useSaveReminders();
  const timeId = useId();
  const [time, setTime] = useState(saved.time);
  const [weekdays, setWeekdays] = useState<number[]>(saved.weekdays);
  const noDays = weekdays.length === 0;

  const submit = (enabled: boolean) =>
    save.mutate(
      { enabled, time, weekdays },
      {
        onSuccess: () => toast.success(t('reminders.saved')),
        onError: () => toast.error(t('reminders.failed')),
      },
    );
  const toggleDay = (day: number) =>
    setWeekdays((days) => (days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort()));

  return (
    <>
      <SettingSwitch
        label={t('reminders.switch')}
        description={t('reminders.switchHint')}
        checked={saved.enabled}
        disabled={save.isPending || (!saved.enabled && noDays)}
        onCheckedChange={(enabled) => submit(enabled)}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={timeId} className="text-sm font-medium">
          {t('reminders.time')}
        </label>
        <input
          id={timeId}
          type="time"
          required
          value={time}
          onChange={(event) => setTime(event.target.value)}
          aria-describedby={`${timeId}-hint`}
          className="h-10 w-36 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
        />
        <p id={`${timeId}-hint`} className="text-sm text-muted-foreground">
          {t('reminders.timeHint', { timezone: saved.timezone })}
        </p>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('reminders.days')}</legend>
        <div className="flex flex-wrap gap-2">
          {REMINDER_WEEKDAYS.map((day) => {
            const on = weekdays.includes(day);
            return (
              <ToggleChip
                key={day}
                pressed={on}
                aria-label={t(`reminders.weekdayLong.${day}`)}
                onClick={() => toggleDay(day)}
                className="h-10 min-w-11 justify-center py-0"
              >
                {t(`reminders.weekday.${day}`)}
              </ToggleChip>
            );
          })}
        </div>
        {noDays ? (
          <p role="alert" className="text-sm text-destructive">
            {t('reminders.noDays')}
          </p>
        ) : null}
      </fieldset>
      <Button
        className="self-start"
        disabled={save.isPending || noDays || !/^\d\d:\d\d$/.test(time)}
        onClick={() => submit(saved.enabled)}
      >
        {t('reminders.save')}
      </Button>
      <PushRow publicKey={saved.pushPublicKey} />
    </>
  );
}

/** This device's notifications: shown only when the server has a VAPID key. */
function PushRow({ publicKey }: { publicKey: string | null }) {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void pushState()
      .then((s) => live && setState(s))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);
  if (!publicKey || state === null) return null;
  if (state === 'unsupported' || state === 'blocked')
    return (
      <p className="text-sm text-muted-foreground">
        {t(state === 'blocked' ? 'reminders.pushBlocked' : 'reminders.pushUnavailable')}
      </p>
    );
  const change = async (on: boolean) => {
    setBusy(true);
    try {
      setState(on ? await enablePush(publicKey) : await disablePush());
    } catch {
      toast.error(t('reminders.pushFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingSwitch
      label={t('reminders.push')}
      description={t('reminders.pushHint')}
      checked={state === 'on'}
      disabled={busy}
      onCheckedChange={(on) => void change(on)}
    />
  );
}
