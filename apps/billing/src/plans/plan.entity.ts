import type { PlanId } from '@maeum/contracts';
import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

const numeric = { to: (value: number) => value, from: (value: string) => Number(value) };

/** A plan of spec §3, seeded by migration; Lite is hidden from the grid. */
@Entity({ name: 'plans' })
@Check('plans_id_check', `"id" IN ('free', 'lite', 'plus', 'pro')`)
@Check('plans_price_usd_check', `"price_usd" >= 0`)
@Check('plans_price_krw_check', `"price_krw" >= 0`)
@Check('plans_price_krw_annual_check', `"price_krw_annual" >= 0`)
@Check('plans_monthly_sessions_check', `"monthly_sessions" >= 0`)
@Check('plans_session_minutes_check', `"session_minutes" > 0`)
@Check('plans_daily_texts_check', `"daily_texts" >= 0`)
export class Plan {
  @PrimaryColumn({ type: 'text' })
  id: PlanId;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'description_ko', type: 'text' })
  descriptionKo: string;

  @Column({ name: 'price_usd', type: 'numeric', precision: 10, scale: 2, transformer: numeric })
  priceUsd: number;

  @Column({ name: 'price_krw', type: 'integer' })
  priceKrw: number;

  @Column({ name: 'price_krw_annual', type: 'integer' })
  priceKrwAnnual: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'boolean', default: false })
  hidden: boolean;

  @Column({ type: 'smallint', unique: true })
  rank: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  features: string[];

  @Column({ name: 'monthly_sessions', type: 'integer' })
  monthlySessions: number;

  @Column({ name: 'session_minutes', type: 'integer' })
  sessionMinutes: number;

  /** User messages a day across text sessions; null = unlimited. */
  @Column({ name: 'daily_texts', type: 'integer', nullable: true })
  dailyTexts: number | null;

  @Column({ name: 'emoji_icon', type: 'text' })
  emojiIcon: string;

  @Column({ name: 'is_most_popular', type: 'boolean', default: false })
  isMostPopular: boolean;
}
