import { Body, Controller, Header, HttpCode, HttpStatus, Inject, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ForgotPasswordDto, ResetPasswordDto, RpcPattern } from '@maeum/contracts';
import type { FastifyRequest } from 'fastify';
import { Caller, CurrentCaller } from '../core/caller';
import { GATEWAY_RUNTIME, GatewayRuntime } from '../core/gateway-runtime';
import { ServicesClient } from '../core/services.client';
import { AuthRateLimits } from './auth-rate-limits';
import { RefreshCookie } from './refresh-cookie';

const FORGOT_PASSWORD_MESSAGE =
  'If that e-mail has an account, a reset link is on its way. It is valid for 15 minutes.';

/**
 * Forgot and reset password. `@Header` is applied before pipes and the handler run, so the
 * no-referrer policy is on every answer here, errors included: a reset token must not travel on.
 */
@ApiTags('auth')
@Controller('auth')
export class RecoveryController {
  private readonly cookie: RefreshCookie;

  constructor(
    private readonly services: ServicesClient,
    private readonly limits: AuthRateLimits,
    @Inject(GATEWAY_RUNTIME) runtime: GatewayRuntime,
  ) {
    this.cookie = new RefreshCookie(runtime.config.PUBLIC_URL);
  }

  @Post('forgot-password')
  @HttpCode(HttpStatus.ACCEPTED)
  @Header('Referrer-Policy', 'no-referrer')
  @Header('Cache-Control', 'no-store')
  @ApiAcceptedResponse({ description: 'The same answer whether or not the e-mail has an account' })
  async forgotPassword(
    @Body() body: ForgotPasswordDto,
    @Req() request: FastifyRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<{ message: string }> {
    this.cookie.assertSameSite(request);
    await this.limits.consume([
      ['resetPerEmail', body.email],
      ['resetPerIp', request.ip],
    ]);
    await this.services.ask(RpcPattern.authForgotPassword, body, caller);
    return { message: FORGOT_PASSWORD_MESSAGE };
  }

  @Post('reset-password')
  @HttpCode(HttpStatus.OK)
  @Header('Referrer-Policy', 'no-referrer')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'Password set; every session of the account has ended' })
  resetPassword(
    @Body() body: ResetPasswordDto,
    @Req() request: FastifyRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<{ ok: true }> {
    this.cookie.assertSameSite(request);
    return this.services.ask(RpcPattern.authResetPassword, body, caller);
  }
}
