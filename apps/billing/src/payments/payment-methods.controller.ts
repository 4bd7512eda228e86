import { Controller } from '@nestjs/common';
import { BillingErrorCode, CheckoutView, PaymentMethodView, RecordIdDto, RpcPattern } from '@maeum/contracts';
import { RpcCallContext, RpcError, RpcHandler } from '@maeum/messaging';
import { DataSource } from 'typeorm';
import { lockUser } from '../customers/lock-user';
import { PaymentMethodsStore } from './payment-methods.store';
import { RecordNotFoundError } from './payments.exception';
import { StartCheckoutUseCase } from './start-checkout.usecase';

/** The caller's cards (spec §2 Payment Methods): list, add, make default, remove. */
@Controller()
export class PaymentMethodsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly methods: PaymentMethodsStore,
    private readonly checkout: StartCheckoutUseCase,
  ) {}

  @RpcHandler(RpcPattern.paymentMethodsList)
  list(_request: void, call: RpcCallContext): Promise<PaymentMethodView[]> {
    return this.methods.list(call.callerId());
  }

  @RpcHandler(RpcPattern.paymentMethodsAdd)
  add(_request: void, call: RpcCallContext): Promise<CheckoutView> {
    return this.checkout.addCard(call.callerId());
  }

  @RpcHandler(RpcPattern.paymentMethodsSetDefault)
  async setDefault(input: RecordIdDto, call: RpcCallContext): Promise<PaymentMethodView[]> {
    if (!(await this.methods.setDefault(call.callerId(), input.id)))
      throw new RecordNotFoundError('Payment method');
    return this.methods.list(call.callerId());
  }

  /**
   * The only card of a plan that renews cannot go (the renewal would fail); another card, or
   * cancelling first, makes it removable. Removing the default makes the newest other card default.
   */
  @RpcHandler(RpcPattern.paymentMethodsRemove)
  async remove(input: RecordIdDto, call: RpcCallContext): Promise<PaymentMethodView[]> {
    const userId = call.callerId();
    await this.dataSource.transaction(async (manager) => {
      await lockUser(manager, userId);
      const cards: { id: string; is_default: boolean }[] = await manager.query(
        `SELECT "id", "is_default" FROM "billing"."payment_methods" WHERE "user_id" = $1 ORDER BY "created_at" DESC`,
        [userId],
      );
      const card = cards.find((c) => c.id === input.id);
      if (!card) throw new RecordNotFoundError('Payment method');
      const renews: unknown[] = await manager.query(
        `SELECT 1 FROM "billing"."user_subscriptions" WHERE "user_id" = $1 AND "plan_id" <> 'free' AND "status" = 'active'
            AND "ends_at" IS NOT NULL`,
        [userId],
      );
      if (renews.length && cards.length === 1)
        throw new RpcError(
          BillingErrorCode.paymentMethodInUse,
          'Add another card before removing the one your plan renews with.',
        );
      await manager.query(`DELETE FROM "billing"."payment_methods" WHERE "id" = $1`, [card.id]);
      const next = cards.find((c) => c.id !== card.id);
      if (card.is_default && next) {
        await manager.query(`UPDATE "billing"."payment_methods" SET "is_default" = true WHERE "id" = $1`, [
          next.id,
        ]);
        await manager.query(
          `UPDATE "billing"."user_subscriptions" SET "default_payment_method_id" = $2 WHERE "user_id" = $1`,
          [userId, next.id],
        );
      }
    });
    return this.methods.list(userId);
  }
}
