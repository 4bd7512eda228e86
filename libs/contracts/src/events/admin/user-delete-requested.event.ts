import { IsISO8601, IsUUID } from 'class-validator';

/**
 * DO NOT CHANGE: published subject. An admin deleted a user from the panel (typed confirmation
 * checked, audited): auth deletes the account by the same path as a self-deletion, which announces
 * `auth.user.deleted.v1` to every other service.
 */
export const ADMIN_USER_DELETE_REQUESTED_V1 = 'admin.user.delete.requested.v1';

export class AdminUserDeleteRequestedV1 {
  @IsUUID()
  userId: string;

  @IsUUID()
  requestedBy: string;

  @IsISO8601()
  requestedAt: string;
}
