import { Controller } from '@nestjs/common';
import { JsonWebKeySet, RpcPattern } from '@maeum/contracts';
import { RpcHandler } from '@maeum/messaging';
import { SigningKeysService } from './signing-keys.service';

/** The public halves of the signing keys, which the gateway verifies access tokens with. */
@Controller()
export class JwksController {
  constructor(private readonly keys: SigningKeysService) {}

  @RpcHandler(RpcPattern.authJwks)
  jwks(): JsonWebKeySet {
    return this.keys.jwks();
  }
}
