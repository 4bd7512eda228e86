import { IsIn, IsISO8601, IsOptional, IsUUID } from 'class-validator';
import { ADMIN_ACTIONS, type AdminAction } from '@maeum/api-types';

/**
 * DO NOT CHANGE: published subject. A row was added to the admin audit log (in the same
 * transaction); auth writes it to the security events as well (spec §6: every admin action goes to
 * the audit log and to security events). Ids and the action only, never a reason or an e-mail.
 */
export const ADMIN_ACTION_LOGGED_V1 = 'admin.action.logged.v1';

export class AdminActionLoggedV1 {
  @IsUUID()
  auditId: string;

  /** Absent: the operator, from the command line. */
  @IsUUID()
  @IsOptional()
  adminId?: string;

  @IsIn(ADMIN_ACTIONS)
  action: AdminAction;

  @IsUUID()
  @IsOptional()
  targetUserId?: string;

  @IsISO8601()
  occurredAt: string;
}
