import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { ServiceUnavailableError } from '@maeum/messaging';
import { AuthenticatedUser, JwtStrategy } from './jwt.strategy';

type RequestWithUser = FastifyRequest & { user?: AuthenticatedUser };

/**
 * Requires a valid access token: every token failure is the same 401; a dependency down is a 503.
 * A token verified before skips passport (JwtStrategy.rememberedUser); any other goes through it.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly strategy: JwtStrategy) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    // Its failures (an ended session, Redis down) are thrown as they are, as handleRequest does.
    request.user = await this.strategy.rememberedUser(request);
    return request.user ? true : (super.canActivate(context) as Promise<boolean>);
  }

  override handleRequest<T>(error: unknown, user: T): T {
    // An ended session (401 session_not_found), or Redis not answering: a 503 to retry, not a sign-out.
    if (error instanceof UnauthorizedException || error instanceof ServiceUnavailableError) throw error;
    if (error || !user)
      throw new UnauthorizedException({ code: 'unauthorized', message: 'Please sign in to continue.' });
    return user;
  }
}

/** Reads an access token when there is a valid one and lets the request through either way. */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly strategy: JwtStrategy) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    request.user = await this.strategy.rememberedUser(request).catch(() => undefined);
    return request.user ? true : (super.canActivate(context) as Promise<boolean>);
  }

  override handleRequest<T>(_error: unknown, user: T): T {
    return (user || undefined) as T;
  }
}

export const sessionEnded = () =>
  new UnauthorizedException({
    code: 'session_not_found',
    message: 'Your session has ended. Please sign in again.',
  });
