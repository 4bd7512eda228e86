import { Injectable } from '@nestjs/common';
import type { MoodBoosterView } from '@maeum/contracts';
import { JournalUnitOfWork } from '../journal.unit-of-work';

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

  constructor(private readonly unitOfWork: JournalUnitOfWork) {}

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
    const rows = await this.unitOfWork.direct().boosters.active();
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
