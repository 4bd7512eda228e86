import { Injectable } from '@nestjs/common';
import type { PaymentMethodView } from '@maeum/contracts';
import type { TossBilling } from '@maeum/toss-api';
import { DataSource, EntityManager } from 'typeorm';
import { lockUser } from '../customers/lock-user';

interface PaymentMethodRow {
  id: string;
  billing_key: string;
  card_brand: string;
  card_last4: string;
  card_exp_month: number | null;
  card_exp_year: number | null;
  is_default: boolean;
  created_at: Date;
}

/** The cards behind billing keys. The billing key itself never leaves this store but to Toss. */
@Injectable()
export class PaymentMethodsStore {
  constructor(private readonly dataSource: DataSource) {}

  /** Default first, then newest (spec §7). */
  async list(userId: string, manager: EntityManager = this.dataSource.manager): Promise<PaymentMethodView[]> {
    const rows: PaymentMethodRow[] = await manager.query(
      `SELECT * FROM "billing"."payment_methods" WHERE "user_id" = $1 ORDER BY "is_default" DESC, "created_at" DESC`,
      [userId],
    );
    return rows.map(toView);
  }

  /** Stores the card of a newly issued billing key (once per key); the first card is the default. */
  async save(userId: string, billing: TossBilling): Promise<PaymentMethodView> {
    return this.dataSource.transaction(async (manager) => {
      await lockUser(manager, userId);
      const masked = billing.cardNumber || billing.card.number;
      const rows: PaymentMethodRow[] = await manager.query(
        `INSERT INTO "billing"."payment_methods" ("user_id", "billing_key", "card_brand", "card_last4", "is_default")
         VALUES ($1, $2, $3, $4, NOT EXISTS (SELECT 1 FROM "billing"."payment_methods" WHERE "user_id" = $1 AND "is_default"))
         ON CONFLICT ("billing_key") DO UPDATE SET "billing_key" = EXCLUDED."billing_key"
         RETURNING *`,
        [userId, billing.billingKey, billing.cardCompany || 'Card', masked.slice(-4)],
      );
      return toView(rows[0]!);
    });
  }

  async setDefault(userId: string, id: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await lockUser(manager, userId);
      const exists = await manager.query(
        `SELECT 1 FROM "billing"."payment_methods" WHERE "id" = $1 AND "user_id" = $2`,
        [id, userId],
      );
      if (!exists.length) return false;
      await manager.query(
        `UPDATE "billing"."payment_methods" SET "is_default" = false WHERE "user_id" = $1 AND "is_default"`,
        [userId],
      );
      await manager.query(`UPDATE "billing"."payment_methods" SET "is_default" = true WHERE "id" = $1`, [id]);
      await manager.query(
        `UPDATE "billing"."user_subscriptions" SET "default_payment_method_id" = $2 WHERE "user_id" = $1`,
        [userId, id],
      );
      return true;
    });
  }
}

function toView(row: PaymentMethodRow): PaymentMethodView {
  return {
    id: row.id,
    cardBrand: row.card_brand,
    cardLast4: row.card_last4,
    cardExpMonth: row.card_exp_month,
    cardExpYear: row.card_exp_year,
    isDefault: row.is_default,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
