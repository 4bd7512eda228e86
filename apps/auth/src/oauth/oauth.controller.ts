import { Controller } from '@nestjs/common';
import {
  OAuthCompleteDto,
  OAuthCompleteResult,
  OAuthProvidersResult,
  OAuthStartDto,
  OAuthStartResult,
  RpcHeader,
  RpcPattern,
} from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { CompleteOAuthUseCase } from './complete-oauth.usecase';
import { OAuthClients } from './oauth-clients';
import { StartOAuthUseCase } from './start-oauth.usecase';

@Controller()
export class OAuthController {
  constructor(
    private readonly clients: OAuthClients,
    private readonly startFlow: StartOAuthUseCase,
    private readonly completeFlow: CompleteOAuthUseCase,
  ) {}

  @RpcHandler(RpcPattern.authProviders)
  providers(): OAuthProvidersResult {
    return { google: this.clients.configured('google'), kakao: this.clients.configured('kakao') };
  }

  @RpcHandler(RpcPattern.authOauthStart)
  start(input: OAuthStartDto): Promise<OAuthStartResult> {
    return this.startFlow.execute(input);
  }

  @RpcHandler(RpcPattern.authOauthComplete)
  complete(input: OAuthCompleteDto, ctx: RpcCallContext): Promise<OAuthCompleteResult> {
    return this.completeFlow.execute(input, ctx.header(RpcHeader.userAgent));
  }
}
