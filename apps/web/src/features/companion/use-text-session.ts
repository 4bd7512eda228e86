import type {
  ChatMessageView,
  CrisisLine,
  PreferenceLanguage,
  SendMessageView,
  SessionView,
  TonePreference,
} from '@maeum/api-types';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey } from '../../shared/api/http';
import { toast } from '../../shared/ui/toast';
import { billingKeys } from '../billing';
import { sendMessage, sessionKeys, sessionsApi } from './api';

/** Spec 001 §9: the welcome appears after a 2 s typing indicator; a page hidden 5 minutes ends the session. */
export const WELCOME_DELAY_MS = 2000;
export const HIDDEN_END_MS = 5 * 60_000;

export type SessionPhase = 'starting' | 'welcome' | 'ready' | 'replying' | 'ended' | 'failed' | 'limit';

export interface UiMessage extends ChatMessageView {
  /** Still arriving from the stream. */
  streaming?: boolean;
  /** The crisis lines this reply came with (its `crisis` or `concern` payload). */
  lines?: CrisisLine[];
}

/** The saved reply, marked with its safety outcome and the lines the server sent with it. */
export function replyOf(result: SendMessageView): UiMessage {
  const { message, crisis, concern } = result;
  if (crisis) return { ...message, crisis: true, lines: crisis.lines };
  if (concern) return { ...message, concern: true, lines: concern.lines };
  return message;
}

/**
 * A text session's life on the page (spec 001 §4): started on entry, welcome after the typing
 * indicator, replies streamed in, ended by the button, by leaving (a keepalive request), by 5
 * minutes hidden or when the plan's time is up. Nothing typed is lost: a refused message goes back
 * into the box.
 */
/** `ready` false holds the start back (the account's language is not known yet). */
export function useTextSession(tone: TonePreference, language: PreferenceLanguage, ready = true) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [session, setSession] = useState<SessionView | null>(null);
  const [messages, setMessages] = useState<UiMessage[]>([]);
  const [phase, setPhase] = useState<SessionPhase>('starting');
  // The pinned card's lines, as the crisis reply sent them; null while no card is pinned.
  const [crisisLines, setCrisisLines] = useState<CrisisLine[] | null>(null);
  const [timeUp, setTimeUp] = useState(false);
  // A reply's stream was lost and the message is being asked again.
  const [reconnecting, setReconnecting] = useState(false);
  // The words change when a language's strings finish loading; the conversation must not restart then.
  const words = useRef(t);
  words.current = t;
  const live = useRef<{ id: string; count: number; ended: boolean } | null>(null);
  const reply = useRef<AbortController | null>(null);
  const starts = useRef(0);
  // Words that went back into the box unanswered, with their key: sent again as they were, they
  // keep it, so a first try the server saved after all is answered instead of saved twice.
  const unanswered = useRef<{ content: string; key: string } | null>(null);

  const refreshLists = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    void queryClient.invalidateQueries({ queryKey: billingKeys.subscription });
  }, [queryClient]);

  const leave = useCallback(() => {
    const current = live.current;
    if (!current || current.ended) return;
    current.ended = true;
    reply.current?.abort();
    if (current.count > 1) sessionsApi.endOnLeave(current.id);
  }, []);

  const start = useCallback(async () => {
    // A newer start (the tone or language changed, a restart) supersedes this one: an answer that
    // comes late — tried again after a lost answer — must not take the page back to its session.
    const generation = ++starts.current;
    const current = () => generation === starts.current;
    setPhase('starting');
    setMessages([]);
    setCrisisLines(null);
    setTimeUp(false);
    try {
      // A start whose answer is lost or late is tried again with its key: "Reconnecting…" meanwhile.
      const started = await sessionsApi.start({ type: 'text', tone, language }, () => {
        if (current()) setReconnecting(true);
      });
      if (!current()) return;
      live.current = { id: started.session.id, count: 1, ended: false };
      setSession(started.session);
      setPhase('welcome');
      window.setTimeout(() => {
        if (!current()) return;
        setMessages(started.messages);
        setPhase((p) => (p === 'welcome' ? 'ready' : p));
      }, WELCOME_DELAY_MS);
    } catch (error) {
      if (!current()) return;
      if (isApiError(error) && error.code === 'session_limit_reached') {
        setPhase('limit');
        toast.error(words.current('companion.toast.limitTitle'), {
          description: error.message || words.current('companion.toast.limit'),
        });
      } else setPhase('failed');
    } finally {
      if (current()) setReconnecting(false);
    }
  }, [tone, language]);

  useEffect(() => {
    if (!ready) return;
    void start();
    return leave;
  }, [start, leave, ready]);

  // Leaving the page or closing the tab still saves the conversation.
  useEffect(() => {
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [leave]);

  // Hidden for 5 minutes: the session ends (spec 001 §4).
  useEffect(() => {
    let timer: number | undefined;
    const onChange = () => {
      window.clearTimeout(timer);
      if (document.visibilityState === 'hidden')
        timer = window.setTimeout(() => {
          leave();
          setPhase('ended');
        }, HIDDEN_END_MS);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onChange);
    };
  }, [leave]);

  const finish = useCallback(
    async (reason: 'button' | 'time') => {
      const current = live.current;
      if (!current || current.ended) return;
      if (current.count <= 1) {
        if (reason === 'button') {
          toast.error(t('companion.toast.noticeTitle'), { description: t('companion.toast.notice') });
          return;
        }
        current.ended = true;
        setPhase('ended');
        return;
      }
      try {
        const ended = await sessionsApi.end(current.id);
        current.ended = true;
        setSession(ended);
        if (ended.closingMessage) setMessages((list) => [...list, ended.closingMessage!]);
        setPhase('ended');
        refreshLists();
        if (reason === 'button')
          toast.success(t('companion.toast.endedTitle'), { description: t('companion.toast.ended') });
        if (ended.memoryFull)
          toast.error(t('companion.memory.fullToastTitle'), { description: t('companion.memory.fullToast') });
        return ended;
      } catch {
        toast.error(t('companion.toast.endErrorTitle'), { description: t('companion.toast.endError') });
      }
    },
    [refreshLists, t],
  );

  // The plan's session length: the session closes when the time is up.
  useEffect(() => {
    if (!session || session.endedAt) return;
    // setTimeout holds at most 2^31-1 ms; a longer wait would fire at once.
    const wait = Math.min(Date.parse(session.closesAt) - Date.now(), 2_147_483_647);
    const timer = window.setTimeout(
      () => {
        setTimeUp(true);
        void finish('time');
      },
      Math.max(0, wait),
    );
    return () => window.clearTimeout(timer);
  }, [session, finish]);

  /** Sends a message; resolves false (and the caller keeps the text) when it was refused. */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const content = text.trim();
      const current = live.current;
      if (!content || !current || current.ended || phase !== 'ready') return false;
      const now = new Date().toISOString();
      const userId = `local-user-${Date.now()}`;
      // The reply's bubble; a new one for each ask after a lost stream (a dead stream ends with
      // retry).
      let aiId = `local-ai-${Date.now()}`;
      // Ids of bubbles kept after a lost stream; what the current bubble has said so far.
      const kept: string[] = [];
      let said = '';
      const key = unanswered.current?.content === content ? unanswered.current.key : newIdempotencyKey();
      unanswered.current = null;
      setMessages((list) => [
        ...list,
        { id: userId, role: 'user', content, createdAt: now },
        { id: aiId, role: 'assistant', content: '', createdAt: now, streaming: true },
      ]);
      setPhase('replying');
      const controller = new AbortController();
      reply.current = controller;
      try {
        const result = await sendMessage(
          current.id,
          content,
          (delta) => {
            const target = aiId;
            said += delta;
            setReconnecting(false);
            setMessages((list) =>
              list.map((m) => (m.id === target ? { ...m, content: m.content + delta } : m)),
            );
          },
          controller.signal,
          {
            idempotencyKey: key,
            onReconnecting: (attempt) => {
              // What was said before the stream was lost stays, marked interrupted.
              const lost = aiId;
              const keep = said !== '';
              if (keep) kept.push(lost);
              said = '';
              aiId = `local-ai-${Date.now()}-${attempt}`;
              const next = aiId;
              setReconnecting(true);
              setMessages((list) => [
                ...list.flatMap((m) => {
                  if (m.id !== lost) return [m];
                  return keep ? [{ ...m, streaming: false, interrupted: true }] : [];
                }),
                {
                  id: next,
                  role: 'assistant',
                  content: '',
                  createdAt: new Date().toISOString(),
                  streaming: true,
                },
              ]);
            },
          },
        );
        current.count += 2;
        const answered = aiId;
        setMessages((list) =>
          list.map((m) => (m.id === userId ? result.userMessage : m.id === answered ? replyOf(result) : m)),
        );
        if (result.crisis) setCrisisLines(result.crisis.lines ?? []);
        if (current.count === 3) refreshLists();
        if (result.sessionEnded) {
          current.ended = true;
          setTimeUp(true);
          setPhase('ended');
          refreshLists();
        } else setPhase('ready');
        return true;
      } catch (error) {
        // A reply cut short is kept as it was; with none, the words go back into the box.
        const last = aiId;
        const partial = kept.length > 0 || said !== '';
        const keepLast = said !== '';
        setMessages((list) =>
          list.flatMap((m) => {
            if (m.id === last) return keepLast ? [{ ...m, streaming: false, interrupted: true }] : [];
            return m.id === userId && !partial ? [] : [m];
          }),
        );
        setPhase('ready');
        if (controller.signal.aborted) return partial;
        notifyRefusal(error, t);
        if (partial) return true;
        if (isApiError(error) && error.code === 'session_ended') {
          current.ended = true;
          setPhase('ended');
        }
        unanswered.current = { content, key };
        return false;
      } finally {
        reply.current = null;
        setReconnecting(false);
      }
    },
    [phase, refreshLists, t],
  );

  return {
    session,
    messages,
    phase,
    crisisShown: crisisLines !== null,
    crisisLines,
    timeUp,
    reconnecting,
    send,
    end: () => finish('button'),
    restart: start,
  };
}

function notifyRefusal(error: unknown, t: TFunction): void {
  if (!isApiError(error)) {
    toast.error(t('companion.toast.connectionTitle'), { description: t('companion.toast.connection') });
    return;
  }
  const titles = {
    session_limit_reached: 'companion.toast.limitTitle',
    daily_text_limit_reached: 'companion.toast.dailyTitle',
    too_many_requests: 'companion.toast.tooFastTitle',
    session_ended: 'companion.toast.endedSessionTitle',
  } as const;
  const key = titles[error.code as keyof typeof titles] as (typeof titles)[keyof typeof titles] | undefined;
  const title = key ? t(key) : undefined;
  if (title) toast.error(title, { description: error.message });
  else toast.error(t('companion.toast.connectionTitle'), { description: t('companion.toast.connection') });
}
