import { Global, Module } from '@nestjs/common';
import { Outbox } from '@maeum/messaging';
import { TypeOrmUnitOfWork, UnitOfWork } from '@maeum/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import { CustomerRepository } from './customers/customer.repository';
import { FeaturePreviewRepository } from './features/feature-preview.repository';
import { InvoiceRepository } from './invoices/invoice.repository';
import { PlanRepository } from './plans/plan.repository';
import { PaymentMethodsRepository } from './payments/payment-methods.repository';
import { PaymentOrdersRepository } from './payments/payment-orders.repository';
import { RenewalRepository } from './renewals/renewal.repository';
import { SubscriptionRepository } from './subscriptions/subscription.repository';
import { UsageRepository } from './usage/usage.repository';

/** Billing's repositories, bound to one manager: a transaction's in `run`, the pool's in `direct()`. */
export interface BillingRepositories {
  customers: CustomerRepository;
  subscriptions: SubscriptionRepository;
  invoices: InvoiceRepository;
  orders: PaymentOrdersRepository;
  renewals: RenewalRepository;
  usage: UsageRepository;
  previews: FeaturePreviewRepository;
  methods: PaymentMethodsRepository;
  plans: PlanRepository;
}

export function billingRepositories(manager: EntityManager): BillingRepositories {
  return {
    customers: new CustomerRepository(manager),
    subscriptions: new SubscriptionRepository(manager),
    invoices: new InvoiceRepository(manager),
    orders: new PaymentOrdersRepository(manager),
    renewals: new RenewalRepository(manager),
    usage: new UsageRepository(manager),
    previews: new FeaturePreviewRepository(manager),
    methods: new PaymentMethodsRepository(manager),
    plans: new PlanRepository(manager),
  };
}

/** The token billing's use cases inject; specs hand `fakeUnitOfWork(...)` from @maeum/testing. */
export abstract class BillingUnitOfWork extends UnitOfWork<BillingRepositories> {}

/** Global, like the DataSource and Outbox it is made of. */
@Global()
@Module({
  providers: [
    {
      provide: BillingUnitOfWork,
      useFactory: (dataSource: DataSource, outbox: Outbox) =>
        new TypeOrmUnitOfWork(dataSource, outbox, billingRepositories),
      inject: [DataSource, Outbox],
    },
  ],
  exports: [BillingUnitOfWork],
})
export class BillingUnitOfWorkModule {}
