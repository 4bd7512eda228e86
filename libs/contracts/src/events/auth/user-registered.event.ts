import { IsEmail, IsISO8601, IsUUID } from 'class-validator';

/** DO NOT CHANGE: published subject. A breaking change is a new .v2 beside this one. */
export const USER_REGISTERED_V1 = 'auth.user.registered.v1';

/** Emitted by auth when a user row is created. */
export class UserRegisteredV1 {
  @IsUUID()
  userId: string;

  @IsEmail()
  email: string;

  @IsISO8601()
  registeredAt: string;
}
