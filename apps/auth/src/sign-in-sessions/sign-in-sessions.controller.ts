import { Controller } from '@nestjs/common';
import {
  AuthSessionResult,
  LogoutRequestDto,
  RefreshTokenDto,
  RpcHeader,
  RpcPattern,
} from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { RefreshSessionUseCase } from './refresh-session.usecase';
import { SignOutUseCase } from './sign-out.usecase';

/** Keeps a sign-in session going (refresh) and ends it (logout). */
@Controller()
export class SignInSessionsController {
  constructor(
    private readonly refresh: RefreshSessionUseCase,
    private readonly signOut: SignOutUseCase,
  ) {}

  @RpcHandler(RpcPattern.authRefresh)
  refreshSession(input: RefreshTokenDto, ctx: RpcCallContext): Promise<AuthSessionResult> {
    return this.refresh.execute(input.refreshToken, ctx.header(RpcHeader.userAgent));
  }

  @RpcHandler(RpcPattern.authLogout)
  async logout(input: LogoutRequestDto, ctx: RpcCallContext): Promise<{ ok: true }> {
    await this.signOut.execute(
      input,
      { userId: ctx.userId, sessionId: ctx.header(RpcHeader.sessionId) },
      ctx.header(RpcHeader.userAgent),
    );
    return { ok: true };
  }
}
