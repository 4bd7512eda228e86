import { Controller } from '@nestjs/common';
import { BillingUserExport, RpcPattern } from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { DataSource } from 'typeorm';
import { Customer } from '../customers/customer.entity';

@Controller()
export class BillingDataExportController {
  constructor(private readonly dataSource: DataSource) {}

  /** The exported user is always the verified caller, never one named in the payload. */
  @RpcHandler(RpcPattern.billingExportUser)
  async export(_request: void, call: RpcCallContext): Promise<BillingUserExport> {
    const userId = call.callerId();
    const customer = await this.dataSource.getRepository(Customer).findOneBy({ userId });
    return {
      customer: customer
        ? {
            userId: customer.userId,
            email: customer.email,
            registeredAt: new Date(customer.registeredAt).toISOString(),
            createdAt: new Date(customer.createdAt).toISOString(),
          }
        : null,
    };
  }
}
