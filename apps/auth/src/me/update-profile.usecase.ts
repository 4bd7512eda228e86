import { Injectable } from '@nestjs/common';
import { MeView, UpdateProfileDto } from '@maeum/contracts';
import { DataSource } from 'typeorm';
import { SessionNotFoundError } from '../sign-in-sessions/session.errors';
import { GetMeUseCase } from './get-me.usecase';
import { NothingToUpdateError } from './me.exception';

/**
 * Edit Profile: the name, on the account and the profile. The e-mail is not changed here: that
 * needs the password and a link to the new address (email-change/).
 */
@Injectable()
export class UpdateProfileUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly me: GetMeUseCase,
  ) {}

  async execute(userId: string, input: UpdateProfileDto): Promise<MeView> {
    const { fullName } = input;
    if (fullName === undefined) throw new NothingToUpdateError();
    return this.dataSource.transaction(async (manager) => {
      const [, updated]: [unknown[], number] = await manager.query(
        `UPDATE "auth"."users" SET "full_name" = $2, "updated_at" = now() WHERE "id" = $1 AND "deleted_at" IS NULL`,
        [userId, fullName],
      );
      if (!updated) throw new SessionNotFoundError();
      const view = await this.me.read(manager, userId); // also creates a missing profile
      await manager.query(
        `UPDATE "auth"."user_profiles" SET "full_name" = $2, "updated_at" = now() WHERE "user_id" = $1`,
        [userId, fullName],
      );
      view.profile.fullName = fullName;
      return view;
    });
  }
}
