import { Controller } from '@nestjs/common';
import { ForgotPasswordDto, ResetPasswordDto, RpcHeader, RpcPattern } from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { ForgotPasswordUseCase } from './forgot-password.usecase';
import { ResetPasswordUseCase } from './reset-password.usecase';

@Controller()
export class RecoveryController {
  constructor(
    private readonly forgotPassword: ForgotPasswordUseCase,
    private readonly resetPassword: ResetPasswordUseCase,
  ) {}

  @RpcHandler(RpcPattern.authForgotPassword)
  async forgot(input: ForgotPasswordDto, ctx: RpcCallContext): Promise<{ accepted: true }> {
    await this.forgotPassword.execute(input.email, ctx.header(RpcHeader.userAgent));
    return { accepted: true };
  }

  @RpcHandler(RpcPattern.authResetPassword)
  async reset(input: ResetPasswordDto, ctx: RpcCallContext): Promise<{ ok: true }> {
    await this.resetPassword.execute(input, ctx.header(RpcHeader.userAgent));
    return { ok: true };
  }
}
