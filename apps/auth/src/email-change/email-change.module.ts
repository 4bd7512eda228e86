import { Module } from '@nestjs/common';
import { RecoveryModule } from '../recovery/recovery.module';
import { SecurityEventsModule } from '../security-events/security-events.module';
import { ConfirmEmailChangeUseCase } from './confirm-email-change.usecase';
import { EmailChangeController } from './email-change.controller';
import { RequestEmailChangeUseCase } from './request-email-change.usecase';

/** Changing the account's e-mail: asked with proof of ownership, done by the link to the new address. */
@Module({
  imports: [RecoveryModule, SecurityEventsModule],
  controllers: [EmailChangeController],
  providers: [RequestEmailChangeUseCase, ConfirmEmailChangeUseCase],
})
export class EmailChangeModule {}
