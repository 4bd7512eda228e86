import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { JwksCache } from './jwks.cache';

@ApiTags('auth')
@Controller('.well-known')
export class WellKnownController {
  constructor(private readonly jwks: JwksCache) {}

  @Get('jwks.json')
  @Header('cache-control', 'public, max-age=300')
  keys() {
    return this.jwks.jwks();
  }
}
