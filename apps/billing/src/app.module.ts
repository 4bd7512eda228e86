import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule, ServiceRuntime } from '@maeum/service-kit';
import { BillingConfig } from './billing.config';
import { BillingUnitOfWorkModule } from './billing.unit-of-work';
import { Customer } from './customers/customer.entity';
import { DeletedUser } from './customers/deleted-user.entity';
import { UserDeletedListener } from './customers/user-deleted.listener';
import { UserRegisteredListener } from './customers/user-registered.listener';
import { BillingDataExportModule } from './data-export/data-export.module';
import { FeaturePreview } from './features/feature-preview.entity';
import { FeaturesModule } from './features/features.module';
import { migrations } from './migrations';
import { PaymentsModule } from './payments/payments.module';
import { RenewalsModule } from './renewals/renewals.module';
import { Plan } from './plans/plan.entity';
import { PlansModule } from './plans/plans.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { UserSubscription } from './subscriptions/user-subscription.entity';
import { UsageHoldsSettledListener } from './usage/usage-holds-settled.listener';
import { UsageIncrementedListener } from './usage/usage-incremented.listener';
import { UsageModule } from './usage/usage.module';

export const entities = [Customer, DeletedUser, Plan, UserSubscription, FeaturePreview];

@Module({})
export class BillingAppModule {
  static register(runtime: ServiceRuntime<BillingConfig>): DynamicModule {
    return {
      module: BillingAppModule,
      imports: [
        ServiceCoreModule.forRoot(runtime, {
          entities,
          migrations,
          eventHandlers: [
            UserRegisteredListener,
            UserDeletedListener,
            UsageIncrementedListener,
            UsageHoldsSettledListener,
          ],
          eventHandlerImports: [SubscriptionsModule, UsageModule],
        }),
        BillingUnitOfWorkModule,
        PlansModule,
        SubscriptionsModule,
        FeaturesModule,
        UsageModule,
        PaymentsModule,
        RenewalsModule,
        BillingDataExportModule,
      ],
    };
  }
}
