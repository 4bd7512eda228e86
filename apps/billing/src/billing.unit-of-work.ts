import { Global, Module } from '@nestjs/common';
import { Outbox } from '@maeum/messaging';
import { TypeOrmUnitOfWork, UnitOfWork } from '@maeum/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import { InvoiceRepository } from './invoices/invoice.repository';
import { PaymentOrdersRepository } from './payments/payment-orders.repository';
import { RenewalRepository } from './renewals/renewal.repository';
import { SubscriptionRepository } from './subscriptions/subscription.repository';

/** Billing's repositories, bound to one manager: a transaction's in `run`, the pool's in `direct()`. */
export interface BillingRepositories {
  subscriptions: SubscriptionRepository;
  invoices: InvoiceRepository;
  orders: PaymentOrdersRepository;
  renewals: RenewalRepository;
}

export function billingRepositories(manager: EntityManager): BillingRepositories {
  return {
    subscriptions: new SubscriptionRepository(manager),
    invoices: new InvoiceRepository(manager),
    orders: new PaymentOrdersRepository(manager),
    renewals: new RenewalRepository(manager),
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
