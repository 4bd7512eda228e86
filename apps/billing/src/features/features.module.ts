import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { FeatureAccessUseCase } from './feature-access.usecase';
import { FeaturesController } from './features.controller';

/** GET /api/features/:name and its preview (spec §6, §4 "Feature preview"). */
@Module({
  imports: [SubscriptionsModule],
  controllers: [FeaturesController],
  providers: [FeatureAccessUseCase],
})
export class FeaturesModule {}
