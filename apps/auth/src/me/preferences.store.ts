import { Injectable } from '@nestjs/common';
import {
  OnboardingContext,
  PREFERENCES_CHANGED_V1,
  PreferencesView,
  UpdatePreferencesDto,
} from '@maeum/contracts';
import { Outbox } from '@maeum/messaging';
import { DataSource, EntityManager } from 'typeorm';
import { SessionNotFoundError } from '../sign-in-sessions/session.errors';
import { NothingToUpdateError } from './me.exception';
import { PreferencesRow, toOnboardingContext, toPreferencesView } from './me-rows';
import { ContextSealing, sealOnboardingContext } from './sealed-context';

// The only columns a PATCH may touch; keys come from the validated DTO, never from SQL text.
const COLUMNS: Record<keyof UpdatePreferencesDto, string> = {
  voiceProfile: 'voice_profile',
  sessionMode: 'session_mode',
  genMode: 'gen_mode',
  language: 'language',
  darkMode: 'dark_mode',
  notifications: 'notifications',
  timezone: 'timezone',
  currency: 'currency',
  hasOnboarded: 'has_onboarded',
  tonePreference: 'tone_preference',
  onboardingContext: 'onboarding_context',
  analyticsConsent: 'analytics_consent',
  dataRetentionConsent: 'data_retention_consent',
  marketingConsent: 'marketing_consent',
  voiceId: 'voice_id',
  isGenZ: 'is_gen_z',
};

/** The fields other services keep a copy of: a change to one is published with the row's revision. */
const PUBLISHED: readonly (keyof UpdatePreferencesDto)[] = ['timezone', 'language'];

/**
 * user_preferences: one row per user, made with the spec's defaults the first time it is read.
 * The onboarding answers in it are sealed with the user's data key (ContextSealing). A change of
 * time zone or language is published (`auth.preferences.changed.v1`) in the same transaction.
 */
@Injectable()
export class PreferencesStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sealing: ContextSealing,
    private readonly outbox: Outbox,
  ) {}

  async get(userId: string, manager: EntityManager = this.dataSource.manager): Promise<PreferencesView> {
    await this.ensure(manager, userId);
    const [row]: PreferencesRow[] = await manager.query(
      `SELECT * FROM "auth"."user_preferences" WHERE "user_id" = $1`,
      [userId],
    );
    if (!row) throw new SessionNotFoundError();
    return this.view(userId, row);
  }

  /** The row as the user sees it, the onboarding answers opened. */
  async view(userId: string, row: PreferencesRow): Promise<PreferencesView> {
    return toPreferencesView(await this.sealing.openPreferences(userId, row));
  }

  async update(userId: string, patch: UpdatePreferencesDto): Promise<PreferencesView> {
    const fields = (Object.keys(COLUMNS) as (keyof UpdatePreferencesDto)[]).filter(
      (key) => patch[key] !== undefined,
    );
    if (!fields.length) throw new NothingToUpdateError();
    const cipher = patch.onboardingContext ? await this.sealing.cipherFor(userId) : undefined;
    const values = fields.map((key) =>
      key === 'onboardingContext' && patch.onboardingContext && cipher
        ? JSON.stringify(sealOnboardingContext(cipher, toOnboardingContext(patch.onboardingContext)))
        : patch[key],
    );
    const assignments = fields.map((key, i) => `"${COLUMNS[key]}" = $${i + 2}`);
    const published = fields.some((field) => PUBLISHED.includes(field));
    const view = await this.dataSource.transaction(async (manager) => {
      await this.ensure(manager, userId);
      const [rows]: [PreferencesRow[], number] = await manager.query(
        `UPDATE "auth"."user_preferences" SET ${assignments.join(', ')}, "updated_at" = now(), "revision" = "revision" + 1
          WHERE "user_id" = $1 RETURNING *`,
        [userId, ...values],
      );
      const row = rows[0];
      if (!row) throw new SessionNotFoundError();
      if (published)
        await this.outbox.add(
          manager,
          PREFERENCES_CHANGED_V1,
          {
            userId,
            timezone: row.timezone,
            language: row.language,
            revision: row.revision,
            changedAt: new Date().toISOString(),
          },
          { actorId: userId },
        );
      return this.view(userId, row);
    });
    if (published) this.outbox.notifyCommitted();
    return view;
  }

  /** Onboarding finished or skipped: the tone and the context answers (empty when skipped). */
  async completeOnboarding(
    manager: EntityManager,
    userId: string,
    tone: string,
    context: OnboardingContext,
  ): Promise<PreferencesView> {
    const sealed = sealOnboardingContext(await this.sealing.cipherFor(userId), context);
    await this.ensure(manager, userId);
    const [rows]: [PreferencesRow[], number] = await manager.query(
      `UPDATE "auth"."user_preferences" SET "has_onboarded" = true, "tone_preference" = $2, "onboarding_context" = $3, "updated_at" = now()
       WHERE "user_id" = $1 RETURNING *`,
      [userId, tone, JSON.stringify(sealed)],
    );
    if (!rows[0]) throw new SessionNotFoundError();
    return this.view(userId, rows[0]);
  }

  /** Creates the row with its defaults if the user has none (and exists). */
  async ensure(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `INSERT INTO "auth"."user_preferences" ("user_id") SELECT "id" FROM "auth"."users" WHERE "id" = $1 ON CONFLICT ("user_id") DO NOTHING`,
      [userId],
    );
  }
}
