import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Patch,
  Post,
  Put,
  UseGuards,
} from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  EmailChangeRequested,
  MeView,
  OnboardingDto,
  PreferencesView,
  RequestEmailChangeDto,
  RpcPattern,
  UpdatePreferencesDto,
  UpdateProfileDto,
  UserContextDto,
  UserContextView,
} from '@maeum/contracts';
import { AuthRateLimits } from '../auth/auth-rate-limits';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { ServicesClient } from '../core/services.client';
import { Idempotent } from '../core/idempotency';

const EMAIL_CHANGE_MESSAGE = 'Check your inbox: we sent a link to the new address. It is valid for 24 hours.';

/**
 * The signed-in user's own data. No route takes a user id: auth is always asked about the user of
 * the verified access token.
 */
@ApiTags('me')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('me')
export class MeController {
  constructor(
    private readonly services: ServicesClient,
    private readonly limits: AuthRateLimits,
  ) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: '{ user, profile, preferences, isAdmin }' })
  get(@CurrentCaller() caller: Caller): Promise<MeView> {
    return this.services.ask(RpcPattern.meGet, undefined, caller);
  }

  @Idempotent('auth')
  @Patch('profile')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({
    description:
      'The updated { user, profile, preferences, isAdmin }; the e-mail changes through POST /me/email',
  })
  updateProfile(@Body() body: UpdateProfileDto, @CurrentCaller() caller: Caller): Promise<MeView> {
    return this.services.ask(RpcPattern.meUpdateProfile, body, caller);
  }

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

  @Get('preferences')
  @Header('cache-control', 'no-store')
  getPreferences(@CurrentCaller() caller: Caller): Promise<PreferencesView> {
    return this.services.ask(RpcPattern.meGetPreferences, undefined, caller);
  }

  @Idempotent('auth')
  @Patch('preferences')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: 'The preferences after the change' })
  updatePreferences(
    @Body() body: UpdatePreferencesDto,
    @CurrentCaller() caller: Caller,
  ): Promise<PreferencesView> {
    return this.services.ask(RpcPattern.meUpdatePreferences, body, caller);
  }

  @Get('context')
  @Header('cache-control', 'no-store')
  getContext(@CurrentCaller() caller: Caller): Promise<UserContextView> {
    return this.services.ask(RpcPattern.meGetContext, undefined, caller);
  }

  @Idempotent('auth')
  @Put('context')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: 'The stored context; fields left out keep their value' })
  putContext(@Body() body: UserContextDto, @CurrentCaller() caller: Caller): Promise<UserContextView> {
    return this.services.ask(RpcPattern.mePutContext, body, caller);
  }

  @Idempotent('auth')
  @Post('onboarding')
  @HttpCode(HttpStatus.OK)
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: 'The preferences, with hasOnboarded true' })
  completeOnboarding(@Body() body: OnboardingDto, @CurrentCaller() caller: Caller): Promise<PreferencesView> {
    return this.services.ask(RpcPattern.meOnboarding, body, caller);
  }
}
