import { MigrationInterface, QueryRunner } from 'typeorm';

/** slug, title, type, emoji: the 19 of spec 001 §2 in their created order. */
const CATALOGUE: [string, string, string, string][] = [
  ['emoji-echo', 'Emoji Echo', 'interactive', '💬'],
  ['spiral-stopper', 'Spiral Stopper', 'cognitive', '🌀'],
  ['tiny-rants', 'Tiny Rants', 'expressive', '🔥'],
  ['not-doing-list', 'Not-Doing List', 'emotional', '📝'],
  ['self-doodle', 'Self Doodle', 'creative', '🎨'],
  ['orbit', 'Orbit', 'emotional', '🪐'],
  ['energy-radar', 'Energy Radar', 'cognitive', '📡'],
  ['mindful-breathing', 'Mindful Breathing', 'mindful', '🌬️'],
  ['gentle-stretching', 'Gentle Stretching', 'physical', '🧘'],
  ['gratitude-moments', 'Gratitude Moments', 'emotional', '🙏'],
  ['nature-sounds', 'Nature Sounds', 'audio', '🌿'],
  ['positive-affirmations', 'Positive Affirmations', 'emotional', '💖'],
  ['color-therapy', 'Color Calm', 'visual', '🌈'],
  ['worry-stones', 'Worry Stones', 'tactile', '🪨'],
  ['memory-palace', 'Memory Palace', 'cognitive', '🏛️'],
  ['feeling-wheels', 'Feeling Wheels', 'emotional', '🎡'],
  ['quick-journaling', 'Quick Journaling', 'expressive', '✍️'],
  ['voice-memos', 'Voice Memos', 'audio', '🎙️'],
  ['movement-breaks', 'Movement Breaks', 'physical', '🚶'],
];

/**
 * Mood boosters (spec 001 §3): the catalogue, what people did with them (the feeling-wheel
 * reflection sealed under the writer's data key) and the emoji echo's reflections (sealed too).
 */
export class CreateMoodBoosters1764500000000 implements MigrationInterface {
  name = 'CreateMoodBoosters1764500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "journal"."mood_boosters" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "slug" text NOT NULL UNIQUE,
      "title" text NOT NULL,
      "type" text,
      "emoji_icon" text NOT NULL,
      "active" boolean NOT NULL DEFAULT true,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    for (const [index, [slug, title, type, emoji]] of CATALOGUE.entries())
      await runner.query(
        `INSERT INTO "journal"."mood_boosters" ("slug", "title", "type", "emoji_icon", "created_at")
         VALUES ($1, $2, $3, $4, TIMESTAMPTZ '2026-11-01T00:00:00Z' + make_interval(secs => $5))`,
        [slug, title, type, emoji, index],
      );
    await runner.query(`CREATE TABLE "journal"."user_mood_booster_logs" (
      "id" bigserial PRIMARY KEY,
      "user_id" uuid NOT NULL,
      "booster_id" uuid NOT NULL REFERENCES "journal"."mood_boosters" ("id"),
      "interaction" jsonb NOT NULL,
      "journal_enc" text,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(
      `CREATE INDEX "user_mood_booster_logs_user_idx" ON "journal"."user_mood_booster_logs" ("user_id", "created_at")`,
    );
    await runner.query(`CREATE TABLE "journal"."emoji_echo_logs" (
      "id" bigserial PRIMARY KEY,
      "user_id" uuid NOT NULL,
      "emoji" text NOT NULL,
      "tone" text NOT NULL,
      "reflection_enc" text NOT NULL,
      "fallback" boolean NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(
      `CREATE INDEX "emoji_echo_logs_user_idx" ON "journal"."emoji_echo_logs" ("user_id", "created_at")`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "journal"."emoji_echo_logs"`);
    await runner.query(`DROP TABLE "journal"."user_mood_booster_logs"`);
    await runner.query(`DROP TABLE "journal"."mood_boosters"`);
  }
}
