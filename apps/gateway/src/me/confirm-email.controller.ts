import { Body, Controller, Header, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ConfirmEmailChangeDto, EmailChangeConfirmed, RpcPattern } from '@maeum/contracts';
import { Caller, CurrentCaller } from '../core/caller';
import { ServicesClient } from '../core/services.client';

/**
 * The link mailed to a new address. No access token: the link is often opened on another device
 * (a phone's mail app), and its token names the request. So it lives beside reset-password under
 * /api/auth, where the public token routes are, not under /api/me, which is all signed-in.
 * No-referrer, as for a reset link.
 */
@ApiTags('auth')
@Controller('auth')
export class ConfirmEmailController {
  constructor(private readonly services: ServicesClient) {}

  @Post('confirm-email')
  @HttpCode(HttpStatus.OK)
  @Header('Referrer-Policy', 'no-referrer')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      'The account now has the new address; 400 invalid_token (unknown or expired), 410 email_change_link_used, 409 user_already_exists',
  })
  confirm(
    @Body() body: ConfirmEmailChangeDto,
    @CurrentCaller() caller: Caller,
  ): Promise<EmailChangeConfirmed> {
    return this.services.ask(RpcPattern.meConfirmEmailChange, body, caller);
  }
}
