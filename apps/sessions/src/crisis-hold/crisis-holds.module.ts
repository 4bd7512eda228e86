import { Module } from '@nestjs/common';
import { CrisisHoldsController } from './crisis-holds.controller';
import { CrisisHoldsUseCase } from './crisis-holds.usecase';

/** The crisis hold other services ask about (no reminder within 24 h of a crisis referral). */
@Module({ controllers: [CrisisHoldsController], providers: [CrisisHoldsUseCase] })
export class CrisisHoldsModule {}
