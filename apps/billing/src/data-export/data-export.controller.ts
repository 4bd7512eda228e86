import { Controller } from '@nestjs/common';
import { Ctx, MessagePattern } from '@nestjs/microservices';
import { CommonErrorCode, RpcPattern } from '@maeum/contracts';
import { RpcCallContext, RpcError } from '@maeum/messaging';
import { DataSource } from 'typeorm';
import { Customer } from '../customers/customer.entity';

/** What billing holds about one user, as the user may download it. New billing tables add theirs. */
export interface BillingUserExport {
  customer: { userId: string; email: string; registeredAt: string; createdAt: string } | null;
}

class CallerRequiredError extends RpcError {
  constructor() {
    super(CommonErrorCode.unauthorized, 'Please sign in to continue.', 401);
  }
}

@Controller()
export class BillingDataExportController {
  constructor(private readonly dataSource: DataSource) {}

  /** The exported user is always the verified caller, never one named in the payload. */
  @MessagePattern(RpcPattern.billingExportUser)
  async export(@Ctx() ctx: RpcCallContext): Promise<BillingUserExport> {
    const userId = ctx.userId;
    if (!userId) throw new CallerRequiredError();
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
