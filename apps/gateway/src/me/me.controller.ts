import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Inject,
  Patch,
  Post,
  Put,
  Req,
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
import type { FastifyRequest } from 'fastify';
import { clientHeaders } from '../auth/client-info';
import { CurrentUser, JwtAuthGuard } from '../auth/jwt-auth.guard';
import type { AuthenticatedUser } from '../auth/jwt.strategy';
import { GATEWAY_RUNTIME, GatewayRuntime } from '../core/gateway-runtime';

/**
 * The signed-in user's own data. No route takes a user id: auth is always asked about the user of
 * the verified access token.
 */
@ApiTags('me')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('me')
export class MeController {
  constructor(@Inject(GATEWAY_RUNTIME) private readonly runtime: GatewayRuntime) {}

  private ask<T>(
    pattern: string,
    data: unknown,
    user: AuthenticatedUser,
    request: FastifyRequest,
  ): Promise<T> {
    return this.runtime.rpc.request<T>(pattern, data, {
      userId: user.userId,
      headers: clientHeaders(request, user.sessionId),
    });
  }

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: '{ user, profile, preferences, isAdmin }' })
  get(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest): Promise<MeView> {
    return this.ask(RpcPattern.meGet, {}, user, request);
  }

  @Patch('profile')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({
    description:
      'The updated { user, profile, preferences, isAdmin }; 409 user_already_exists for a taken e-mail',
  })
  updateProfile(
    @Body() body: UpdateProfileDto,
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
  ): Promise<MeView> {
    return this.ask(RpcPattern.meUpdateProfile, body, user, request);
  }

  @Get('preferences')
  @Header('cache-control', 'no-store')
  getPreferences(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
  ): Promise<PreferencesView> {
    return this.ask(RpcPattern.meGetPreferences, {}, user, request);
  }

  @Patch('preferences')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: 'The preferences after the change' })
  updatePreferences(
    @Body() body: UpdatePreferencesDto,
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
  ): Promise<PreferencesView> {
    return this.ask(RpcPattern.meUpdatePreferences, body, user, request);
  }

  @Get('context')
  @Header('cache-control', 'no-store')
  getContext(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
  ): Promise<UserContextView> {
    return this.ask(RpcPattern.meGetContext, {}, user, request);
  }

  @Put('context')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: 'The stored context; fields left out keep their value' })
  putContext(
    @Body() body: UserContextDto,
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
  ): Promise<UserContextView> {
    return this.ask(RpcPattern.mePutContext, body, user, request);
  }

  @Post('onboarding')
  @HttpCode(HttpStatus.OK)
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: 'The preferences, with hasOnboarded true' })
  completeOnboarding(
    @Body() body: OnboardingDto,
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
  ): Promise<PreferencesView> {
    return this.ask(RpcPattern.meOnboarding, body, user, request);
  }
}
