import type {
  AdminAccessView,
  AdminAction,
  AdminActionResult,
  AdminAuditRow,
  AdminFailures,
  AdminOverview,
  AdminPlanRequest,
  AdminSessionRow,
  AdminUserDetail,
  AdminUserPage,
} from '@maeum/api-types';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, isApiError } from '../../shared/api/http';
import './translations';

export interface AuditFilter {
  adminId?: string;
  action?: AdminAction;
}

export const adminKeys = {
  all: ['admin'] as const,
  access: ['admin', 'access'] as const,
  users: (q: string) => ['admin', 'users', q] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  sessions: ['admin', 'sessions'] as const,
  overview: ['admin', 'overview'] as const,
  failures: ['admin', 'failures'] as const,
  audit: (filter: AuditFilter) => ['admin', 'audit', filter] as const,
};

export const adminApi = {
  access: () => http.get<AdminAccessView>('/admin/access'),
  reauthenticate: (password: string) => http.post<AdminAccessView>('/admin/session', { password }),
  users: (q: string, cursor?: string) =>
    http.get<AdminUserPage>('/admin/users', { query: { q: q || undefined, cursor } }),
  user: (id: string) => http.get<AdminUserDetail>(`/admin/users/${encodeURIComponent(id)}`),
  deleteUser: (id: string, confirmation: string) =>
    http.delete<AdminActionResult>(`/admin/users/${encodeURIComponent(id)}`, undefined, { confirmation }),
  changePlan: (id: string, request: AdminPlanRequest) =>
    http.post<AdminActionResult>(`/admin/users/${encodeURIComponent(id)}/plan`, request),
  sessions: () => http.get<AdminSessionRow[]>('/admin/sessions'),
  overview: () => http.get<AdminOverview>('/admin/overview'),
  failures: () => http.get<AdminFailures>('/admin/failures'),
  retryDeadLetter: (id: string) =>
    http.post<AdminActionResult>(`/admin/dead-letters/${encodeURIComponent(id)}/retry`),
  retryFailedJob: (queue: string, id: string) =>
    http.post<AdminActionResult>(
      `/admin/failed-jobs/${encodeURIComponent(queue)}/${encodeURIComponent(id)}/retry`,
    ),
  audit: (filter: AuditFilter) =>
    http.get<AdminAuditRow[]>('/admin/audit-logs', {
      query: { adminId: filter.adminId, action: filter.action },
    }),
  exportAudit: (filter: AuditFilter) =>
    http.get<string>('/admin/audit-logs/export', {
      query: { adminId: filter.adminId, action: filter.action },
    }),
};

/** The server's word on the caller (403 `not_admin` / `admin_too_new` is an answer, not a retry). */
export function useAdminAccess(enabled: boolean) {
  return useQuery({ queryKey: adminKeys.access, queryFn: adminApi.access, enabled, retry: false });
}

export function useReauthenticate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminApi.reauthenticate,
    onSuccess: (access) => {
      queryClient.setQueryData(adminKeys.access, access);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
}

export function useAdminUsers(q: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: adminKeys.users(q),
    queryFn: ({ pageParam }) => adminApi.users(q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
    retry: false,
  });
}

export function useAdminUser(id: string | null) {
  return useQuery({
    queryKey: adminKeys.user(id ?? ''),
    queryFn: () => adminApi.user(id!),
    enabled: id !== null,
    retry: false,
  });
}

export function useAdminSessions(enabled: boolean) {
  return useQuery({ queryKey: adminKeys.sessions, queryFn: adminApi.sessions, enabled, retry: false });
}

export function useAdminAudit(filter: AuditFilter, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.audit(filter),
    queryFn: () => adminApi.audit(filter),
    enabled,
    retry: false,
  });
}

/** After an action: the lists and the audit log read again; the answer carries the audit row. */
function useAfterAction() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

export function useDeleteUser() {
  const after = useAfterAction();
  return useMutation({
    mutationFn: ({ id, confirmation }: { id: string; confirmation: string }) =>
      adminApi.deleteUser(id, confirmation),
    onSuccess: after,
  });
}

export function useChangePlan() {
  const after = useAfterAction();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: AdminPlanRequest }) =>
      adminApi.changePlan(id, request),
    onSuccess: after,
  });
}

export function useAdminFailures() {
  return useQuery({ queryKey: adminKeys.failures, queryFn: adminApi.failures, retry: false });
}

/** One dead letter or one failed job to send back. */
export type FailureToRetry = { kind: 'deadLetter'; id: string } | { kind: 'job'; queue: string; id: string };

/** A refused retry (gone already, the limit) reads the list again as well: it may have changed. */
export function useRetryFailure() {
  const after = useAfterAction();
  return useMutation({
    mutationFn: (target: FailureToRetry) =>
      target.kind === 'deadLetter'
        ? adminApi.retryDeadLetter(target.id)
        : adminApi.retryFailedJob(target.queue, target.id),
    onSettled: after,
  });
}

const ADMIN_CODES = [
  'not_admin',
  'admin_too_new',
  'admin_session_stale',
  'too_many_admin_actions',
  'confirmation_mismatch',
] as const;
export type AdminErrorKey = (typeof ADMIN_CODES)[number];

/** The admin code of a refusal, or undefined for any other failure. */
export function adminErrorCode(error: unknown): AdminErrorKey | undefined {
  if (!isApiError(error)) return undefined;
  return (ADMIN_CODES as readonly string[]).includes(error.code) ? (error.code as AdminErrorKey) : undefined;
}
