import { Controller } from '@nestjs/common';
import {
  AuthSessionResult,
  JsonWebKeySet,
  LoginDto,
  LogoutRequestDto,
  RefreshTokenDto,
  RpcHeader,
  RpcPattern,
  SignupDto,
} from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { SigningKeysService } from '../signing-keys/signing-keys.service';
import { RefreshSessionUseCase } from '../sign-in-sessions/refresh-session.usecase';
import { SignOutUseCase } from '../sign-in-sessions/sign-out.usecase';
import { SignInUseCase } from './sign-in.usecase';
import { SignUpUseCase } from './sign-up.usecase';

@Controller()
export class AccountsController {
  constructor(
    private readonly signUp: SignUpUseCase,
    private readonly signIn: SignInUseCase,
    private readonly refresh: RefreshSessionUseCase,
    private readonly signOut: SignOutUseCase,
    private readonly keys: SigningKeysService,
  ) {}

  @RpcHandler(RpcPattern.authSignup)
  signup(input: SignupDto, ctx: RpcCallContext): Promise<AuthSessionResult> {
    return this.signUp.execute(input, ctx.header(RpcHeader.userAgent));
  }

  @RpcHandler(RpcPattern.authLogin)
  login(input: LoginDto, ctx: RpcCallContext): Promise<AuthSessionResult> {
    return this.signIn.execute(input, ctx.header(RpcHeader.userAgent));
  }

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

  @RpcHandler(RpcPattern.authJwks)
  jwks(): JsonWebKeySet {
    return this.keys.jwks();
  }
}
