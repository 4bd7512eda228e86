import { Module } from '@nestjs/common';
import { JwksController } from './jwks.controller';
import { SigningKeysService } from './signing-keys.service';

/** The ES256 keys that sign access tokens: created, rotated, encrypted at rest, published as JWKS. */
@Module({
  controllers: [JwksController],
  providers: [SigningKeysService],
  exports: [SigningKeysService],
})
export class SigningKeysModule {}
