import type { PaymentMethodView } from '@maeum/contracts';
import type { TossBilling } from '@maeum/toss-api';
import { EntityManager } from 'typeorm';

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

/** A card as the removal decides on it. */
export interface CardOfUser {
  id: string;
  is_default: boolean;
}

/** billing.payment_methods: the cards behind billing keys. The billing key never leaves here but to Toss. */
export class PaymentMethodsRepository {
  constructor(private readonly manager: EntityManager) {}

  /** Default first, then newest (spec §7). */
  async list(userId: string): Promise<PaymentMethodView[]> {
    const rows: PaymentMethodRow[] = await this.manager.query(
      `SELECT * FROM "billing"."payment_methods" WHERE "user_id" = $1 ORDER BY "is_default" DESC, "created_at" DESC`,
      [userId],
    );
    return rows.map(toView);
  }

  /** Stores the card of a newly issued billing key (once per key); the first card is the default. */
  async insertCard(userId: string, billing: TossBilling): Promise<PaymentMethodView> {
    const masked = billing.cardNumber || billing.card.number;
    const rows: PaymentMethodRow[] = await this.manager.query(
      `INSERT INTO "billing"."payment_methods" ("user_id", "billing_key", "card_brand", "card_last4", "is_default")
       VALUES ($1, $2, $3, $4, NOT EXISTS (SELECT 1 FROM "billing"."payment_methods" WHERE "user_id" = $1 AND "is_default"))
       ON CONFLICT ("billing_key") DO UPDATE SET "billing_key" = EXCLUDED."billing_key"
       RETURNING *`,
      [userId, billing.billingKey, billing.cardCompany || 'Card', masked.slice(-4)],
    );
    return toView(rows[0]!);
  }

  async isOwn(userId: string, id: string): Promise<boolean> {
    const rows: unknown[] = await this.manager.query(
      `SELECT 1 FROM "billing"."payment_methods" WHERE "id" = $1 AND "user_id" = $2`,
      [id, userId],
    );
    return rows.length > 0;
  }

  /** The user's cards, newest first. */
  cardsOf(userId: string): Promise<CardOfUser[]> {
    return this.manager.query(
      `SELECT "id", "is_default" FROM "billing"."payment_methods" WHERE "user_id" = $1 ORDER BY "created_at" DESC`,
      [userId],
    );
  }

  /** A paid plan that will renew (so it needs a card). */
  async hasRenewingPlan(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.manager.query(
      `SELECT 1 FROM "billing"."user_subscriptions" WHERE "user_id" = $1 AND "plan_id" <> 'free' AND "status" = 'active'
          AND "ends_at" IS NOT NULL`,
      [userId],
    );
    return rows.length > 0;
  }

  async clearDefault(userId: string): Promise<void> {
    await this.manager.query(
      `UPDATE "billing"."payment_methods" SET "is_default" = false WHERE "user_id" = $1 AND "is_default"`,
      [userId],
    );
  }

  async markDefault(id: string): Promise<void> {
    await this.manager.query(`UPDATE "billing"."payment_methods" SET "is_default" = true WHERE "id" = $1`, [
      id,
    ]);
  }

  /** The card renewals charge. */
  async setSubscriptionDefault(userId: string, id: string): Promise<void> {
    await this.manager.query(
      `UPDATE "billing"."user_subscriptions" SET "default_payment_method_id" = $2 WHERE "user_id" = $1`,
      [userId, id],
    );
  }

  async delete(id: string): Promise<void> {
    await this.manager.query(`DELETE FROM "billing"."payment_methods" WHERE "id" = $1`, [id]);
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
