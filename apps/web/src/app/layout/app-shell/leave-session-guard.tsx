import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useLocation, type BlockerFunction } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { LeaveGuardContext, type LeaveAction } from '../../../shared/lib/leave-guard-context';
import { useTone } from '../../../features/auth';
import { DialogDescription, DialogTitle } from '../../../shared/ui/dialog-frame';

/** The live session screens (spec doc 2 §2): leaving them asks first. */
export const SESSION_PATHS = ['/therapy/text', '/therapy/voice'] as const;

export function isSessionPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (SESSION_PATHS as readonly string[]).includes(path);
}

/**
 * Exit confirmation: while a session screen is open, any in-app navigation away from it is held and
 * a dialog asks. "Leave" runs the held navigation, "Continue" (or Escape) drops it.
 */
export function LeaveSessionGuard({ children }: { children: ReactNode }) {
  // Set while a confirmed action (logout) runs, so its own navigation is not held again.
  const allowRef = useRef(false);
  // False once the session screen says its session is over: nothing to confirm then.
  const sessionOpenRef = useRef(true);
  const [pendingAction, setPendingAction] = useState<LeaveAction | null>(null);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      !allowRef.current &&
      sessionOpenRef.current &&
      isSessionPath(currentLocation.pathname) &&
      currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  const { pathname } = useLocation();
  const onSession = isSessionPath(pathname);
  const confirmLeave = useCallback(
    (action: LeaveAction) => {
      if (onSession && sessionOpenRef.current) setPendingAction(() => action);
      else action();
    },
    [onSession],
  );
  const setSessionOpen = useCallback((open: boolean) => {
    sessionOpenRef.current = open;
  }, []);
  const contextValue = useMemo(() => ({ confirmLeave, setSessionOpen }), [confirmLeave, setSessionOpen]);

  const open = blocker.state === 'blocked' || pendingAction !== null;

  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
    setPendingAction(null);
  };
  const leave = () => {
    if (blocker.state === 'blocked') {
      blocker.proceed();
      return;
    }
    const action = pendingAction;
    setPendingAction(null);
    allowRef.current = true;
    // Guard again once the action is over (a failed logout stays on the session).
    void Promise.resolve(action?.()).finally(() => {
      allowRef.current = false;
    });
  };

  return (
    <LeaveGuardContext.Provider value={contextValue}>
      {children}
      {/* Mounted on the session screens only: the tone comes from /api/me, other pages need not ask. */}
      {onSession ? <LeaveDialog open={open} onStay={stay} onLeave={leave} /> : null}
    </LeaveGuardContext.Provider>
  );
}

interface LeaveDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

function LeaveDialog({ open, onStay, onLeave }: LeaveDialogProps) {
  const { t } = useTranslation();
  const tone = useTone();

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onStay())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-[90] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border bg-card p-6 text-card-foreground shadow-xl focus:outline-none"
        >
          <DialogTitle>{t(`shell.leave.${tone}.title`)}</DialogTitle>
          <DialogDescription className="mt-2">{t(`shell.leave.${tone}.description`)}</DialogDescription>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onLeave}>
              {t(`shell.leave.${tone}.leave`)}
            </Button>
            <Button onClick={onStay} autoFocus>
              {t(`shell.leave.${tone}.stay`)}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
