import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuthController } from './auth.controller';
import { AuthRateLimits } from './auth-rate-limits';
import { KnownDevices } from './known-devices';
import { JwksCache } from './jwks.cache';
import { JwtAuthGuard, OptionalJwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { OAuthController } from './oauth.controller';
import { RecoveryController } from './recovery.controller';
import { WellKnownController } from './well-known.controller';

@Module({
  imports: [PassportModule],
  controllers: [AuthController, RecoveryController, OAuthController, WellKnownController],
  providers: [JwksCache, JwtStrategy, JwtAuthGuard, OptionalJwtAuthGuard, AuthRateLimits, KnownDevices],
  exports: [JwtStrategy, JwtAuthGuard, AuthRateLimits],
})
export class AuthModule {}
