import {
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ServiceUnavailableError } from '@maeum/messaging';
import { AuthenticatedUser, JwtStrategy } from './jwt.strategy';

type RequestWithUser = FastifyRequest & { user?: AuthenticatedUser };

/** Requires a valid access token: every token failure is the same 401; a dependency down is a 503. */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(private readonly strategy: JwtStrategy) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    let user: AuthenticatedUser | undefined;
    try {
      user = await this.strategy.authenticate(request.headers.authorization);
    } catch (error) {
      // An ended session (401 session_not_found), or Redis not answering: a 503 to retry, not a sign-out.
      if (error instanceof UnauthorizedException || error instanceof ServiceUnavailableError) throw error;
      user = undefined;
    }
    if (!user)
      throw new UnauthorizedException({ code: 'unauthorized', message: 'Please sign in to continue.' });
    request.user = user;
    return true;
  }
}

/** Reads an access token when there is a valid one and lets the request through either way. */
@Injectable()
export class OptionalJwtAuthGuard implements CanActivate {
  constructor(private readonly strategy: JwtStrategy) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    request.user = await this.strategy.authenticate(request.headers.authorization).catch(() => undefined);
    return true;
  }
}

/** The verified caller, from the access token. Handlers never take a user id from the body. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedUser => {
    return context.switchToHttp().getRequest<{ user: AuthenticatedUser }>().user;
  },
);

export const sessionEnded = () =>
  new UnauthorizedException({
    code: 'session_not_found',
    message: 'Your session has ended. Please sign in again.',
  });
