import { Module } from '@nestjs/common';
import { SecurityEvents } from './security-events';

/** The account's security log, written by every flow that signs in, out or changes a credential. */
@Module({
  providers: [SecurityEvents],
  exports: [SecurityEvents],
})
export class SecurityEventsModule {}
