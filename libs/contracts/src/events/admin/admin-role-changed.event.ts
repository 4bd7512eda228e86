import { IsBoolean, IsISO8601, IsUUID } from 'class-validator';

/**
 * DO NOT CHANGE: published subject. A user became an admin or stopped being one (admin owns
 * admin_users); auth keeps the `isAdmin` flag of GET /api/me from it. The admin service itself
 * reads its own table on every request, so a demotion is effective at once there.
 */
export const ADMIN_ROLE_CHANGED_V1 = 'admin.role.changed.v1';

export class AdminRoleChangedV1 {
  @IsUUID()
  userId: string;

  @IsBoolean()
  isAdmin: boolean;

  @IsISO8601()
  changedAt: string;
}
