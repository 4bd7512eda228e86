import { Body, Controller, Header, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { EmailChangeRequested, RequestEmailChangeDto, RpcPattern } from '@maeum/contracts';
import { AuthRateLimits } from '../auth/auth-rate-limits';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { ServicesClient } from '../core/services.client';
import { Idempotent } from '../core/idempotency';

const EMAIL_CHANGE_MESSAGE = 'Check your inbox: we sent a link to the new address. It is valid for 24 hours.';

/**
 * Asking to change the e-mail: its own rate limit (it also bounds guessing the password) and a
 * fixed answer, so not a plain forward. The rest of /me is in the endpoint table
 * (libs/contracts/src/endpoints/me.endpoints.ts).
 */
@ApiTags('me')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('me')
export class EmailChangeController {
  constructor(
    private readonly services: ServicesClient,
    private readonly limits: AuthRateLimits,
  ) {}

  @Idempotent('auth')
  @Post('email')
  @HttpCode(HttpStatus.ACCEPTED)
  @Header('cache-control', 'no-store')
  @ApiAcceptedResponse({
    description:
      'The same answer whether or not the new address has an account; a link goes to the new address, a notice to the old one',
  })
  async requestEmailChange(
    @Body() body: RequestEmailChangeDto,
    @CurrentCaller() caller: Caller,
  ): Promise<EmailChangeRequested> {
    // Counted before the password is checked: the limit also bounds guessing it here.
    await this.limits.consume([['emailChangePerAccount', caller.userId!]]);
    await this.services.ask(RpcPattern.meRequestEmailChange, body, caller);
    return { message: EMAIL_CHANGE_MESSAGE };
  }
}
