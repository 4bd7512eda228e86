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
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  MeView,
  OnboardingDto,
  PreferencesView,
  RpcPattern,
  UpdatePreferencesDto,
  UpdateProfileDto,
  UserContextDto,
  UserContextView,
} from '@maeum/contracts';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { ServicesClient } from '../core/services.client';

/**
 * The signed-in user's own data. No route takes a user id: auth is always asked about the user of
 * the verified access token.
 */
@ApiTags('me')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('me')
export class MeController {
  constructor(private readonly services: ServicesClient) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: '{ user, profile, preferences, isAdmin }' })
  get(@CurrentCaller() caller: Caller): Promise<MeView> {
    return this.services.ask(RpcPattern.meGet, undefined, caller);
  }

  @Patch('profile')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({
    description:
      'The updated { user, profile, preferences, isAdmin }; 409 user_already_exists for a taken e-mail',
  })
  updateProfile(@Body() body: UpdateProfileDto, @CurrentCaller() caller: Caller): Promise<MeView> {
    return this.services.ask(RpcPattern.meUpdateProfile, body, caller);
  }

  @Get('preferences')
  @Header('cache-control', 'no-store')
  getPreferences(@CurrentCaller() caller: Caller): Promise<PreferencesView> {
    return this.services.ask(RpcPattern.meGetPreferences, undefined, caller);
  }

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

  @Put('context')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: 'The stored context; fields left out keep their value' })
  putContext(@Body() body: UserContextDto, @CurrentCaller() caller: Caller): Promise<UserContextView> {
    return this.services.ask(RpcPattern.mePutContext, body, caller);
  }

  @Post('onboarding')
  @HttpCode(HttpStatus.OK)
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: 'The preferences, with hasOnboarded true' })
  completeOnboarding(@Body() body: OnboardingDto, @CurrentCaller() caller: Caller): Promise<PreferencesView> {
    return this.services.ask(RpcPattern.meOnboarding, body, caller);
  }
}
