import { Injectable } from '@nestjs/common';
import { MeView } from '@maeum/contracts';
import { PreparedStatement, preparedQuery, ReadBatcher } from '@maeum/persistence';
import { DataSource, EntityManager } from 'typeorm';
import { SessionNotFoundError } from '../sign-in-sessions/session.errors';
import { PreferencesStore } from './preferences.store';
import { PreferencesRow, ProfileRow, toProfileView } from './me-rows';

interface UserRow {
  id: string;
  email: string;
  created_at: Date;
  is_admin: boolean;
}

interface MeRow extends UserRow {
  profile: ProfileRow | null;
  preferences: PreferencesRow | null;
}

// Read on every signed-in page load: prepared once per pooled connection, and the reads of one
// turn of the event loop share one execution (ReadBatcher).
const ME_STATEMENT: PreparedStatement = {
  name: 'auth.me.get-many',
  text: `SELECT u."id", u."email", u."created_at",
              EXISTS (SELECT 1 FROM "auth"."admin_users" a WHERE a."user_id" = u."id" AND a."role" = 'admin') AS "is_admin",
              to_jsonb(p) AS "profile", to_jsonb(pr) AS "preferences"
         FROM "auth"."users" u
         LEFT JOIN "auth"."user_profiles" p ON p."user_id" = u."id"
         LEFT JOIN "auth"."user_preferences" pr ON pr."user_id" = u."id"
        WHERE u."id" = ANY($1::uuid[]) AND u."deleted_at" IS NULL`,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The signed-in user's account, profile, preferences and admin flag. Spec §4: on any signed-in
 * session a missing profile (and preferences row) is created.
 */
@Injectable()
export class GetMeUseCase {
  private readonly rows = new ReadBatcher<string, MeRow>((ids) => this.load(ids));

  constructor(
    private readonly dataSource: DataSource,
    private readonly preferences: PreferencesStore,
  ) {}

  /** One prepared query when the rows exist (every account made by sign-up or OAuth has them). */
  async execute(userId: string): Promise<MeView> {
    // An id that is no uuid fails alone, as Postgres refuses it, rather than failing its batch.
    const row = UUID.test(userId)
      ? await this.rows.read(userId.toLowerCase())
      : (await this.load([userId])).get(userId);
    // A valid token for an account that no longer exists: the session is over.
    if (!row) throw new SessionNotFoundError();
    if (!row.profile || !row.preferences)
      return this.dataSource.transaction((manager) => this.read(manager, userId));
    return {
      user: { id: row.id, email: row.email, createdAt: row.created_at.toISOString() },
      profile: toProfileView(row.profile),
      preferences: await this.preferences.view(userId, row.preferences),
      isAdmin: row.is_admin,
    };
  }

  private async load(ids: string[]): Promise<Map<string, MeRow>> {
    const rows = await preparedQuery<MeRow>(this.dataSource, ME_STATEMENT, [ids]);
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Spec §4: a missing profile or preferences row is created, then everything is read again. */
  async read(manager: EntityManager, userId: string): Promise<MeView> {
    const [user]: UserRow[] = await manager.query(
      `SELECT u."id", u."email", u."created_at",
              EXISTS (SELECT 1 FROM "auth"."admin_users" a WHERE a."user_id" = u."id" AND a."role" = 'admin') AS "is_admin"
       FROM "auth"."users" u WHERE u."id" = $1 AND u."deleted_at" IS NULL`,
      [userId],
    );
    if (!user) throw new SessionNotFoundError();
    const profile = await this.profile(manager, userId);
    const preferences = await this.preferences.get(userId, manager);
    return {
      user: { id: user.id, email: user.email, createdAt: new Date(user.created_at).toISOString() },
      profile: toProfileView(profile),
      preferences,
      isAdmin: user.is_admin,
    };
  }

  /** Spec §3: full name from sign-up, else the part of the e-mail before the @, else empty. */
  private async profile(manager: EntityManager, userId: string): Promise<ProfileRow> {
    await manager.query(
      `INSERT INTO "auth"."user_profiles" ("user_id", "full_name")
       SELECT "id", COALESCE(NULLIF(btrim("full_name"), ''), split_part("email", '@', 1), '') FROM "auth"."users" WHERE "id" = $1
       ON CONFLICT ("user_id") DO NOTHING`,
      [userId],
    );
    const [row]: ProfileRow[] = await manager.query(
      `SELECT * FROM "auth"."user_profiles" WHERE "user_id" = $1`,
      [userId],
    );
    if (!row) throw new SessionNotFoundError();
    return row;
  }
}
