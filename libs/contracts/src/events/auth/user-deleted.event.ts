import { IsISO8601, IsUUID } from 'class-validator';

/** DO NOT CHANGE: published subject. Every service deletes the user's rows when it sees this. */
export const USER_DELETED_V1 = 'auth.user.deleted.v1';

export class UserDeletedV1 {
  @IsUUID()
  userId: string;

  @IsISO8601()
  deletedAt: string;
}
