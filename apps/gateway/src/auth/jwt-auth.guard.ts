import { createParamDecorator, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { AuthenticatedUser } from './jwt.strategy';
import { ServiceUnavailableError } from '@maeum/messaging';

/** Requires a valid access token: every token failure is the same 401; a dependency down is a 503. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T>(error: unknown, user: T): T {
    if (error instanceof UnauthorizedException) throw error;
    // Redis or auth (for the keys) not answering: a 503 to retry, not a sign-out.
    if (error instanceof ServiceUnavailableError) throw error;
    if (error || !user)
      throw new UnauthorizedException({ code: 'unauthorized', message: 'Please sign in to continue.' });
    return user;
  }
}

/** Reads an access token when there is a valid one and lets the request through either way. */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T>(_error: unknown, user: T): T {
    return (user || undefined) as T;
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
