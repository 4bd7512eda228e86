import { Injectable } from '@nestjs/common';
import type { MoodBoosterView } from '@maeum/contracts';
import { DataSource } from 'typeorm';

export interface CatalogueBooster extends MoodBoosterView {
  /** 0-based place in created order: a preview opens the first few. */
  position: number;
}

const FRESH_MS = 60_000;

/**
 * The active boosters in created order (spec 001 §7). The catalogue changes by migration, rarely:
 * it is read once a minute, not on every activation.
 */
@Injectable()
export class BoosterCatalogue {
  private cached: { at: number; boosters: Promise<CatalogueBooster[]> } | null = null;

  constructor(private readonly dataSource: DataSource) {}

  list(): Promise<CatalogueBooster[]> {
    if (!this.cached || Date.now() - this.cached.at > FRESH_MS) {
      const boosters = this.read();
      this.cached = { at: Date.now(), boosters };
      boosters.catch(() => (this.cached = null));
    }
    return this.cached.boosters;
  }

  async bySlug(slug: string): Promise<CatalogueBooster | undefined> {
    return (await this.list()).find((booster) => booster.slug === slug);
  }

  private async read(): Promise<CatalogueBooster[]> {
    const rows: {
      id: string;
      slug: string;
      title: string;
      type: string | null;
      emoji_icon: string;
      created_at: Date;
    }[] = await this.dataSource.query(
      `SELECT "id", "slug", "title", "type", "emoji_icon", "created_at" FROM "journal"."mood_boosters"
          WHERE "active" ORDER BY "created_at", "slug"`,
    );
    return rows.map((row, position) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      type: row.type ?? '',
      emojiIcon: row.emoji_icon,
      createdAt: row.created_at.toISOString(),
      position,
    }));
  }
}
