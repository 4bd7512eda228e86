import {
  habitItemsDone,
  type HabitDayInput,
  type HabitDayView,
  type HabitSleepQuality,
} from '@maeum/api-types';
import { EntityManager } from 'typeorm';

interface HabitRow {
  date: string;
  breakfast: boolean;
  lunch: boolean;
  dinner: boolean;
  water_glasses: number;
  physical_activity: boolean;
  mindfulness: boolean;
  social_connection: boolean;
  sleep_quality: HabitSleepQuality | null;
}

const COLUMNS: Record<keyof HabitDayInput, string> = {
  breakfast: 'breakfast',
  lunch: 'lunch',
  dinner: 'dinner',
  waterGlasses: 'water_glasses',
  physicalActivity: 'physical_activity',
  mindfulness: 'mindfulness',
  socialConnection: 'social_connection',
  sleepQuality: 'sleep_quality',
};

const SELECTED = `to_char("date", 'YYYY-MM-DD') AS "date", "breakfast", "lunch", "dinner", "water_glasses",
  "physical_activity", "mindfulness", "social_connection", "sleep_quality"`;

function dayView(row: HabitRow): HabitDayView {
  const day = {
    date: row.date,
    breakfast: row.breakfast,
    lunch: row.lunch,
    dinner: row.dinner,
    waterGlasses: Number(row.water_glasses),
    physicalActivity: row.physical_activity,
    mindfulness: row.mindfulness,
    socialConnection: row.social_connection,
    sleepQuality: row.sleep_quality,
  };
  return { ...day, done: habitItemsDone(day) };
}

/** journal.daily_habits: one row per person per day (the day in their time zone). */
export class HabitDayRepository {
  constructor(private readonly manager: EntityManager) {}

  /** The logged days from `from` to `to` (inclusive), newest first. */
  async between(userId: string, from: string, to: string): Promise<HabitDayView[]> {
    const rows: HabitRow[] = await this.manager.query(
      `SELECT ${SELECTED} FROM "journal"."daily_habits"
        WHERE "user_id" = $1 AND "date" BETWEEN $2 AND $3 ORDER BY "date" DESC`,
      [userId, from, to],
    );
    return rows.map(dayView);
  }

  /** The days saved most recently (for the activity feed), with when each was last saved. */
  async recentlySaved(userId: string, limit: number): Promise<{ day: HabitDayView; savedAt: Date }[]> {
    const rows: (HabitRow & { updated_at: Date })[] = await this.manager.query(
      `SELECT ${SELECTED}, "updated_at" FROM "journal"."daily_habits"
        WHERE "user_id" = $1 ORDER BY "updated_at" DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map((row) => ({ day: dayView(row), savedAt: row.updated_at }));
  }

  async all(userId: string): Promise<HabitDayView[]> {
    const rows: HabitRow[] = await this.manager.query(
      `SELECT ${SELECTED} FROM "journal"."daily_habits" WHERE "user_id" = $1 ORDER BY "date"`,
      [userId],
    );
    return rows.map(dayView);
  }

  /** Sets the given fields of the day (creating it with the rest unticked); the others keep their value. */
  async save(userId: string, date: string, input: HabitDayInput): Promise<HabitDayView> {
    const fields = (Object.keys(COLUMNS) as (keyof HabitDayInput)[]).filter(
      (key) => input[key] !== undefined,
    );
    const columns = fields.map((key) => `"${COLUMNS[key]}"`);
    const values = fields.map((key) => input[key]);
    const placeholders = fields.map((_, index) => `$${index + 3}`);
    const rows: HabitRow[] = await this.manager.query(
      `INSERT INTO "journal"."daily_habits" ("user_id", "date", ${columns.join(', ')})
       VALUES ($1, $2, ${placeholders.join(', ')})
       ON CONFLICT ("user_id", "date") DO UPDATE
         SET ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}, "updated_at" = now()
       RETURNING ${SELECTED}`,
      [userId, date, ...values],
    );
    return dayView(rows[0]!);
  }
}
