import type {} from '@fastify/cookie';
import {
  Controller,
  Get,
  Header,
  Inject,
  Logger,
  NotFoundException,
  Param,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiExcludeEndpoint, ApiFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  AuthErrorCode,
  OAUTH_PROVIDERS,
  OAuthErrorCode,
  OAuthProvider,
  OAuthProvidersResult,
  RpcPattern,
  safeRedirectPath,
  SignupDisplayDto,
} from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { GATEWAY_RUNTIME, GatewayRuntime } from '../core/gateway-runtime';
import { clientHeaders } from './client-info';
import { RefreshCookie } from './refresh-cookie';

// Discovery, the code exchange and the provider's keys are three round trips to the provider.
const OAUTH_RPC_TIMEOUT_MS = 15_000;
const STATE_COOKIE_MAX_AGE_SECONDS = 10 * 60;
const MAX_CALLBACK_PARAMS = 20;
const KNOWN_ERROR_CODES = new Set<string>(Object.values(OAuthErrorCode));

/**
 * Ties a flow's `state` to the browser that started it: a callback URL made in someone else's
 * browser (login CSRF) finds no matching cookie here. httpOnly, SameSite=Lax so the provider's
 * top-level redirect back carries it; `__Host-` and Secure over HTTPS, like the refresh cookie.
 */
class OAuthStateCookie {
  private readonly secure: boolean;

  constructor(publicUrl: string) {
    this.secure = publicUrl.startsWith('https://');
  }

  private get name() {
    return this.secure ? '__Host-maeum_oauth' : 'maeum_oauth';
  }

  private get path() {
    return this.secure ? '/' : '/api/auth/oauth';
  }

  set(reply: FastifyReply, state: string): void {
    void reply.setCookie(this.name, state, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      path: this.path,
      maxAge: STATE_COOKIE_MAX_AGE_SECONDS,
    });
  }

  /** True when the browser holds the state it was given at the start of this flow. */
  matches(request: FastifyRequest, state: string | undefined): boolean {
    const held = request.cookies?.[this.name];
    if (!held || !state || held.length !== state.length) return false;
    return timingSafeEqual(Buffer.from(held), Buffer.from(state));
  }

  clear(reply: FastifyReply): void {
    void reply.clearCookie(this.name, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      path: this.path,
    });
  }
}

class OAuthStateMismatch extends Error {}

/** The sign-up page's language and theme from the query; anything else is left to the defaults. */
function displayFrom(language: unknown, dark: unknown): SignupDisplayDto {
  return {
    language: language === 'en' || language === 'ko' ? language : undefined,
    darkMode: dark === '1' ? true : dark === '0' ? false : undefined,
  };
}

function providerFrom(value: string): OAuthProvider {
  if (!(OAUTH_PROVIDERS as readonly string[]).includes(value))
    throw new NotFoundException({ code: 'not_found', message: 'Unknown sign-in provider.' });
  return value as OAuthProvider;
}

/** The redirect back as received: single string values only, a bounded number of them. */
function callbackParams(query: unknown): Record<string, string> {
  const params: Record<string, string> = {};
  const entries = Object.entries((query ?? {}) as Record<string, unknown>).slice(0, MAX_CALLBACK_PARAMS);
  for (const [key, value] of entries) if (typeof value === 'string') params[key] = value;
  return params;
}

/**
 * Social sign-in (Google, Kakao). Browser navigations, so every outcome is a redirect: to the
 * provider, back into the app with the refresh cookie set, or to the sign-in (or sign-up) page
 * with the error's message. Tokens never appear in a URL; the SPA gets its access token from
 * POST /api/auth/refresh with the cookie.
 */
@ApiTags('auth')
@Controller('auth')
export class OAuthController {
  private readonly logger = new Logger(OAuthController.name);
  private readonly refreshCookie: RefreshCookie;
  private readonly stateCookie: OAuthStateCookie;

  constructor(@Inject(GATEWAY_RUNTIME) private readonly runtime: GatewayRuntime) {
    this.refreshCookie = new RefreshCookie(runtime.config.PUBLIC_URL);
    this.stateCookie = new OAuthStateCookie(runtime.config.PUBLIC_URL);
  }

  @Get('providers')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: 'Which social sign-ins are configured: { google, kakao }' })
  providers(): Promise<OAuthProvidersResult> {
    return this.runtime.rpc.request(RpcPattern.authProviders, undefined);
  }

  @Get('oauth/:provider')
  @ApiFoundResponse({
    description:
      "To the provider's sign-in page. `redirect`: where to land afterwards (a path); `consent=1`: from sign-up, the three consents given; with it, `language` (en, ko) and `dark` (1, 0): the new account's first language and theme",
  })
  async start(
    @Param('provider') providerParam: string,
    @Query('redirect') redirect: unknown,
    @Query('consent') consentParam: unknown,
    @Query('language') language: unknown,
    @Query('dark') dark: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const provider = providerFrom(providerParam);
    const consent = consentParam === '1';
    try {
      const { authorizationUrl, state } = await this.runtime.rpc.request(
        RpcPattern.authOauthStart,
        {
          provider,
          redirectPath: safeRedirectPath(redirect),
          intent: consent ? 'signup' : 'signin',
          consent,
          display: consent ? displayFrom(language, dark) : undefined,
        },
        { headers: clientHeaders(request), timeoutMs: OAUTH_RPC_TIMEOUT_MS },
      );
      this.stateCookie.set(reply, state);
      this.redirect(reply, authorizationUrl);
    } catch (error) {
      this.redirectWithError(reply, error, provider, consent ? '/signup' : '/enhanced-login');
    }
  }

  // No same-site check here, unlike every other endpoint that sets the refresh cookie: the
  // provider's redirect back is a top-level cross-site navigation (Sec-Fetch-Site: cross-site) by
  // design. What stops login CSRF is the state cookie: a callback URL made in another browser finds
  // no matching state in this one.
  @Get('oauth/:provider/callback')
  @ApiExcludeEndpoint()
  async callback(
    @Param('provider') providerParam: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const provider = providerFrom(providerParam);
    const params = callbackParams(request.query);
    const bound = this.stateCookie.matches(request, params.state);
    this.stateCookie.clear(reply);
    try {
      if (!bound) throw new OAuthStateMismatch();
      const result = await this.runtime.rpc.request(
        RpcPattern.authOauthComplete,
        { provider, params },
        { headers: clientHeaders(request), timeoutMs: OAUTH_RPC_TIMEOUT_MS },
      );
      this.refreshCookie.set(reply, result.session.refreshToken, result.session.refreshExpiresAt);
      this.redirect(reply, safeRedirectPath(result.redirectPath));
    } catch (error) {
      this.redirectWithError(reply, error, provider, '/enhanced-login');
    }
  }

  private redirect(reply: FastifyReply, location: string): void {
    void reply.header('cache-control', 'no-store').redirect(location, 302);
  }

  /** consent_required goes to sign-up (where the consents are given), everything else to `page`. */
  private redirectWithError(
    reply: FastifyReply,
    error: unknown,
    provider: OAuthProvider,
    page: string,
  ): void {
    let code: string = OAuthErrorCode.unexpected;
    if (error instanceof OAuthStateMismatch) code = OAuthErrorCode.invalidState;
    else if (error instanceof RpcError && KNOWN_ERROR_CODES.has(error.code)) {
      code = error.code;
      if (error.code === AuthErrorCode.consentRequired) page = '/signup';
    } else this.logger.error({ errorId: randomUUID(), err: error }, 'Social sign-in failed unexpectedly');
    this.redirect(reply, `${page}?${new URLSearchParams({ error: code, provider }).toString()}`);
  }
}
