import { IsIn, IsISO8601, IsUUID } from 'class-validator';

/** DO NOT CHANGE: published subject. */
export const USER_SIGNED_IN_V1 = 'auth.user.signed_in.v1';

export class UserSignedInV1 {
  @IsUUID()
  userId: string;

  @IsUUID()
  sessionId: string;

  @IsIn(['password', 'google', 'kakao', 'signup'])
  method: 'password' | 'google' | 'kakao' | 'signup';

  @IsISO8601()
  signedInAt: string;
}
