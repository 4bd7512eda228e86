import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  AuthErrorCode,
  AuthSessionResult,
  LoginDto,
  LogoutDto,
  RpcPattern,
  SignupDto,
} from '@maeum/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RpcError } from '@maeum/messaging';
import { httpStatusOf } from '../core/error-status';
import { GATEWAY_RUNTIME, GatewayRuntime } from '../core/gateway-runtime';
import { AuthRateLimits } from './auth-rate-limits';
import { clientHeaders } from './client-info';
import { KnownDevices } from './known-devices';
import { OptionalJwtAuthGuard, sessionEnded } from './jwt-auth.guard';
import { AuthenticatedUser } from './jwt.strategy';
import { RefreshCookie } from './refresh-cookie';

type PublicSession = Omit<AuthSessionResult, 'refreshToken' | 'refreshExpiresAt'>;

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  private readonly cookie: RefreshCookie;

  constructor(
    @Inject(GATEWAY_RUNTIME) private readonly runtime: GatewayRuntime,
    private readonly limits: AuthRateLimits,
    private readonly devices: KnownDevices,
  ) {
    this.cookie = new RefreshCookie(runtime.config.PUBLIC_URL);
  }

  @Post('signup')
  @HttpCode(HttpStatus.CREATED)
  @ApiCreatedResponse({ description: 'Account created and signed in; the refresh token is set as a cookie' })
  async signup(
    @Body() body: SignupDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PublicSession> {
    this.cookie.assertSameSite(request);
    // The spec's 3 an hour per device; an address shared by many people has a higher ceiling.
    const device = this.devices.read(request) ?? this.devices.newId();
    await this.limits.consume([
      ['signupPerIp', request.ip],
      ['signupPerDevice', device],
    ]);
    const session = await this.runtime.rpc.request(RpcPattern.authSignup, body, {
      headers: clientHeaders(request),
    });
    const visible = this.withCookie(reply, session);
    this.devices.setCookie(reply, device);
    await this.devices.remember(body.email, device);
    return visible;
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Signed in; the refresh token is set as a cookie' })
  async login(
    @Body() body: LoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PublicSession> {
    this.cookie.assertSameSite(request);
    const account = body.email.toLowerCase();
    // A device that signed in to this account before has its own budget: wrong passwords from
    // strangers, wherever they come from, never lock the owner out (no lock-out by strangers).
    const device = this.devices.read(request);
    const known = await this.devices.isKnown(account, device);
    const session = await this.limits.countingFailures(
      known
        ? [['loginPerKnownDevice', `${account}|${device}`]]
        : [
            ['loginPerAccountAndIp', `${account}|${request.ip}`],
            ['loginFailuresPerAccount', account],
            ['loginPerIp', request.ip],
          ],
      () => this.runtime.rpc.request(RpcPattern.authLogin, body, { headers: clientHeaders(request) }),
      (error) => error instanceof RpcError && error.code === AuthErrorCode.invalidCredentials,
    );
    const visible = this.withCookie(reply, session);
    const id = device ?? this.devices.newId();
    this.devices.setCookie(reply, id);
    await this.devices.remember(account, id);
    return visible;
  }

  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'A new access token; the refresh token is rotated' })
  async refresh(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PublicSession> {
    this.cookie.assertSameSite(request);
    const refreshToken = this.cookie.read(request);
    if (!refreshToken) {
      this.cookie.clear(reply);
      throw sessionEnded();
    }
    try {
      const session = await this.runtime.rpc.request(
        RpcPattern.authRefresh,
        { refreshToken },
        { headers: clientHeaders(request) },
      );
      return this.withCookie(reply, session);
    } catch (error) {
      if (error instanceof RpcError && httpStatusOf(error.code) === 401) this.cookie.clear(reply);
      throw error;
    }
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(OptionalJwtAuthGuard)
  async logout(
    @Body() body: LogoutDto,
    @Req() request: FastifyRequest & { user?: AuthenticatedUser },
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    this.cookie.assertSameSite(request);
    const caller = request.user;
    await this.runtime.rpc.request(
      RpcPattern.authLogout,
      { scope: body.scope, refreshToken: this.cookie.read(request) },
      { userId: caller?.userId, headers: clientHeaders(request, caller?.sessionId) },
    );
    this.cookie.clear(reply);
  }

  private withCookie(reply: FastifyReply, session: AuthSessionResult): PublicSession {
    const { refreshToken, refreshExpiresAt, ...visible } = session;
    this.cookie.set(reply, refreshToken, refreshExpiresAt);
    void reply.header('cache-control', 'no-store');
    return visible;
  }
}
