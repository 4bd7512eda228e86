import { Injectable } from '@nestjs/common';
import { UserContextDto, UserContextView } from '@maeum/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { SessionNotFoundError } from '../sign-in-sessions/session.errors';
import { ContextRow, toContextView } from './me-rows';
import { ContextSealing, sealText } from './sealed-context';

const COLUMNS: Record<keyof UserContextDto, string> = {
  currentSituation: 'current_situation',
  calmingFactors: 'calming_factors',
  overwhelmingFactors: 'overwhelming_factors',
  additionalNotes: 'additional_notes',
  goals: 'goals',
  challenges: 'challenges',
  preferredTone: 'preferred_tone',
};

/**
 * user_context: one row per user; read as the stored defaults until the user saves one. The
 * free-text answers are sealed with the user's data key; the tone is a choice, kept plain.
 */
@Injectable()
export class UserContextStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sealing: ContextSealing,
  ) {}

  async get(userId: string): Promise<UserContextView> {
    const [row]: ContextRow[] = await this.dataSource.query(
      `SELECT * FROM "auth"."user_context" WHERE "user_id" = $1`,
      [userId],
    );
    return toContextView(await this.sealing.openContext(userId, row));
  }

  /** Upsert: the fields given are stored, the others keep their value (or default, on first save). */
  async put(
    userId: string,
    input: UserContextDto,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<UserContextView> {
    const fields = (Object.keys(COLUMNS) as (keyof UserContextDto)[]).filter(
      (key) => input[key] !== undefined,
    );
    const cipher = await this.sealing.cipherFor(userId);
    const values = fields.map((key) =>
      key === 'preferredTone' ? input[key] : sealText(cipher, input[key] as string),
    );
    const columns = fields.map((key) => `"${COLUMNS[key]}"`);
    const updates = [...columns.map((column) => `${column} = EXCLUDED.${column}`), `"updated_at" = now()`];
    const [row]: ContextRow[] = await manager.query(
      `INSERT INTO "auth"."user_context" ("user_id"${columns.map((c) => `, ${c}`).join('')})
       SELECT "id"${fields.map((_key, i) => `, $${i + 2}`).join('')} FROM "auth"."users" WHERE "id" = $1
       ON CONFLICT ("user_id") DO UPDATE SET ${updates.join(', ')}
       RETURNING *`,
      [userId, ...values],
    );
    if (!row) throw new SessionNotFoundError();
    return toContextView(await this.sealing.openContext(userId, row));
  }
}
