import { Injectable } from '@nestjs/common';
import type { MoodBoosterView } from '@maeum/contracts';
import { BoosterCatalogue } from './booster-catalogue';

/** GET /api/mood-boosters: the grid, public (visitors see it and are asked to log in on a click). */
@Injectable()
export class ListBoostersUseCase {
  constructor(private readonly catalogue: BoosterCatalogue) {}

  async execute(): Promise<MoodBoosterView[]> {
    return (await this.catalogue.list()).map(({ position: _position, ...view }) => view);
  }
}
