import { Controller } from '@nestjs/common';
import { Ctx, MessagePattern, Payload } from '@nestjs/microservices';
import {
  OAuthCompleteDto,
  OAuthCompleteResult,
  OAuthProvidersResult,
  OAuthStartDto,
  OAuthStartResult,
  RpcHeader,
  RpcPattern,
} from '@maeum/contracts';
import { RpcCallContext } from '@maeum/messaging';
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

  @MessagePattern(RpcPattern.authProviders)
  providers(): OAuthProvidersResult {
    return { google: this.clients.configured('google'), kakao: this.clients.configured('kakao') };
  }

  @MessagePattern(RpcPattern.authOauthStart)
  start(@Payload() input: OAuthStartDto): Promise<OAuthStartResult> {
    return this.startFlow.execute(input);
  }

  @MessagePattern(RpcPattern.authOauthComplete)
  complete(@Payload() input: OAuthCompleteDto, @Ctx() ctx: RpcCallContext): Promise<OAuthCompleteResult> {
    return this.completeFlow.execute(input, ctx.header(RpcHeader.userAgent));
  }
}
