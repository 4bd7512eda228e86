import { Controller } from '@nestjs/common';
import { Ctx, MessagePattern, Payload } from '@nestjs/microservices';
import { ForgotPasswordDto, ResetPasswordDto, RpcHeader, RpcPattern } from '@maeum/contracts';
import { RpcCallContext } from '@maeum/messaging';
import { ForgotPasswordUseCase } from './forgot-password.usecase';
import { ResetPasswordUseCase } from './reset-password.usecase';

@Controller()
export class RecoveryController {
  constructor(
    private readonly forgotPassword: ForgotPasswordUseCase,
    private readonly resetPassword: ResetPasswordUseCase,
  ) {}

  @MessagePattern(RpcPattern.authForgotPassword)
  async forgot(@Payload() input: ForgotPasswordDto, @Ctx() ctx: RpcCallContext): Promise<{ accepted: true }> {
    await this.forgotPassword.execute(input.email, ctx.header(RpcHeader.userAgent));
    return { accepted: true };
  }

  @MessagePattern(RpcPattern.authResetPassword)
  async reset(@Payload() input: ResetPasswordDto, @Ctx() ctx: RpcCallContext): Promise<{ ok: true }> {
    await this.resetPassword.execute(input, ctx.header(RpcHeader.userAgent));
    return { ok: true };
  }
}
