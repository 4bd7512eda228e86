import { Controller } from '@nestjs/common';
import { Ctx, MessagePattern, Payload } from '@nestjs/microservices';
import {
  AuthSessionResult,
  LoginDto,
  LogoutRequestDto,
  RefreshTokenDto,
  RpcHeader,
  RpcPattern,
  SignupDto,
} from '@maeum/contracts';
import { RpcCallContext } from '@maeum/messaging';
import { SigningKeysService } from '../keys/signing-keys.service';
import { RefreshSessionUseCase } from '../sessions/refresh-session.usecase';
import { SignOutUseCase } from '../sessions/sign-out.usecase';
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

  @MessagePattern(RpcPattern.authSignup)
  signup(@Payload() input: SignupDto, @Ctx() ctx: RpcCallContext): Promise<AuthSessionResult> {
    return this.signUp.execute(input, ctx.header(RpcHeader.userAgent));
  }

  @MessagePattern(RpcPattern.authLogin)
  login(@Payload() input: LoginDto, @Ctx() ctx: RpcCallContext): Promise<AuthSessionResult> {
    return this.signIn.execute(input, ctx.header(RpcHeader.userAgent));
  }

  @MessagePattern(RpcPattern.authRefresh)
  refreshSession(@Payload() input: RefreshTokenDto, @Ctx() ctx: RpcCallContext): Promise<AuthSessionResult> {
    return this.refresh.execute(input.refreshToken, ctx.header(RpcHeader.userAgent));
  }

  @MessagePattern(RpcPattern.authLogout)
  async logout(@Payload() input: LogoutRequestDto, @Ctx() ctx: RpcCallContext): Promise<{ ok: true }> {
    await this.signOut.execute(
      input,
      { userId: ctx.userId, sessionId: ctx.header(RpcHeader.sessionId) },
      ctx.header(RpcHeader.userAgent),
    );
    return { ok: true };
  }

  @MessagePattern(RpcPattern.authJwks)
  jwks() {
    return this.keys.jwks();
  }
}
