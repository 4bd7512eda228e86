import { Injectable } from '@nestjs/common';
import { AuthUserExport } from '@maeum/contracts';
import { DataSource, EntityManager } from 'typeorm';
import {
  ContextRow,
  PreferencesRow,
  ProfileRow,
  toContextView,
  toPreferencesView,
  toProfileView,
} from '../me/me-rows';
import { ContextSealing } from '../me/sealed-context';
import { SessionNotFoundError } from '../sign-in-sessions/session.errors';

const iso = (value: Date | string | null | undefined): string | null =>
  value ? new Date(value).toISOString() : null;

/**
 * GET /api/me/export, auth's part. Every column is named on purpose: password hashes, token
 * hashes, signing keys and IP addresses are never selected.
 */
@Injectable()
export class ExportUserDataUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sealing: ContextSealing,
  ) {}

  execute(userId: string): Promise<AuthUserExport> {
    return this.dataSource.transaction('REPEATABLE READ', (manager) => this.read(manager, userId));
  }

  private async read(manager: EntityManager, userId: string): Promise<AuthUserExport> {
    const [user]: { id: string; email: string; created_at: Date; last_sign_in_at: Date | null }[] =
      await manager.query(
        `SELECT "id", "email", "created_at", "last_sign_in_at" FROM "auth"."users" WHERE "id" = $1 AND "deleted_at" IS NULL`,
        [userId],
      );
    if (!user) throw new SessionNotFoundError();
    const [profile]: ProfileRow[] = await manager.query(
      `SELECT "full_name", "timezone", "language", "theme_preference", "notification_preferences", "onboarding_completed"
       FROM "auth"."user_profiles" WHERE "user_id" = $1`,
      [userId],
    );
    const [preferences]: PreferencesRow[] = await manager.query(
      `SELECT "voice_profile", "session_mode", "gen_mode", "language", "dark_mode", "notifications", "timezone", "currency",
              "has_onboarded", "tone_preference", "onboarding_context", "analytics_consent", "data_retention_consent",
              "marketing_consent", "voice_id", "is_gen_z"
       FROM "auth"."user_preferences" WHERE "user_id" = $1`,
      [userId],
    );
    const [context]: ContextRow[] = await manager.query(
      `SELECT "current_situation", "calming_factors", "overwhelming_factors", "additional_notes", "goals", "challenges",
              "preferred_tone", "updated_at"
       FROM "auth"."user_context" WHERE "user_id" = $1`,
      [userId],
    );
    const consents: { kind: string; version: string; granted_at: Date }[] = await manager.query(
      `SELECT "kind", "version", "granted_at" FROM "auth"."consents" WHERE "user_id" = $1 ORDER BY "granted_at", "kind"`,
      [userId],
    );
    const identities: { provider: string; email: string | null; created_at: Date }[] = await manager.query(
      `SELECT "provider", "email", "created_at" FROM "auth"."oauth_identities" WHERE "user_id" = $1 ORDER BY "created_at"`,
      [userId],
    );
    const sessions: {
      created_at: Date;
      last_used_at: Date;
      revoked_at: Date | null;
      user_agent: string | null;
    }[] = await manager.query(
      `SELECT "created_at", "last_used_at", "revoked_at", "user_agent" FROM "auth"."sessions" WHERE "user_id" = $1 ORDER BY "created_at"`,
      [userId],
    );
    const events: { event_type: string; created_at: Date; user_agent: string | null }[] = await manager.query(
      `SELECT "event_type", "created_at", "user_agent" FROM "auth"."security_events" WHERE "user_id" = $1 ORDER BY "created_at", "id"`,
      [userId],
    );
    const [pendingChange]: { new_email: string; created_at: Date; expires_at: Date }[] = await manager.query(
      `SELECT "new_email", "created_at", "expires_at" FROM "auth"."email_change_requests"
       WHERE "user_id" = $1 AND "used_at" IS NULL AND "expires_at" > now()`,
      [userId],
    );
    const visits: { path: string; visited_at: Date }[] = await manager.query(
      `SELECT "path", "visited_at" FROM "auth"."page_visits" WHERE "user_id" = $1 ORDER BY "visited_at", "id"`,
      [userId],
    );
    const [reminders]: { enabled: boolean; time: string; weekdays: number[]; last_sent_on: string | null }[] =
      await manager.query(
        `SELECT "enabled", to_char("local_time", 'HH24:MI') AS "time", "weekdays",
                to_char("last_sent_on", 'YYYY-MM-DD') AS "last_sent_on"
           FROM "auth"."reminder_settings" WHERE "user_id" = $1`,
        [userId],
      );
    const devices: { endpoint: string; created_at: Date }[] = await manager.query(
      `SELECT "endpoint", "created_at" FROM "auth"."push_subscriptions" WHERE "user_id" = $1 ORDER BY "created_at"`,
      [userId],
    );
    return {
      user: {
        id: user.id,
        email: user.email,
        createdAt: iso(user.created_at) ?? '',
        lastSignInAt: iso(user.last_sign_in_at),
      },
      profile: profile ? toProfileView(profile) : null,
      // The person gets their own words back in clear.
      preferences: preferences
        ? toPreferencesView(await this.sealing.openPreferences(userId, preferences))
        : null,
      context: context ? toContextView(await this.sealing.openContext(userId, context)) : null,
      consents: consents.map((c) => ({
        kind: c.kind,
        version: c.version,
        grantedAt: iso(c.granted_at) ?? '',
      })),
      linkedAccounts: identities.map((i) => ({
        provider: i.provider,
        email: i.email,
        createdAt: iso(i.created_at) ?? '',
      })),
      sessions: sessions.map((s) => ({
        createdAt: iso(s.created_at) ?? '',
        lastUsedAt: iso(s.last_used_at) ?? '',
        revokedAt: iso(s.revoked_at),
        userAgent: s.user_agent,
      })),
      securityEvents: events.map((e) => ({
        type: e.event_type,
        createdAt: iso(e.created_at) ?? '',
        userAgent: e.user_agent,
      })),
      pendingEmailChange: pendingChange
        ? {
            newEmail: pendingChange.new_email,
            requestedAt: iso(pendingChange.created_at) ?? '',
            expiresAt: iso(pendingChange.expires_at) ?? '',
          }
        : null,
      pageVisits: visits.map((v) => ({ path: v.path, visitedAt: iso(v.visited_at) ?? '' })),
      reminders: reminders
        ? {
            enabled: reminders.enabled,
            time: reminders.time,
            weekdays: reminders.weekdays.map(Number),
            lastSentOn: reminders.last_sent_on,
          }
        : null,
      pushSubscriptions: devices.map((d) => ({ endpoint: d.endpoint, createdAt: iso(d.created_at) ?? '' })),
    };
  }
}
