import { Injectable } from '@nestjs/common';
import { MeView, UpdateProfileDto } from '@maeum/contracts';
import { DataSource } from 'typeorm';
import { UserAlreadyExistsError } from '../accounts/auth.exception';
import { SessionNotFoundError } from '../sign-in-sessions/session.errors';
import { GetMeUseCase } from './get-me.usecase';
import { NothingToUpdateError } from './me.exception';

const UNIQUE_VIOLATION = '23505';

/** Edit Profile: the name (account and profile) and the e-mail, which must stay unique. */
@Injectable()
export class UpdateProfileUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly me: GetMeUseCase,
  ) {}

  async execute(userId: string, input: UpdateProfileDto): Promise<MeView> {
    if (input.fullName === undefined && input.email === undefined) throw new NothingToUpdateError();
    return this.dataSource.transaction(async (manager) => {
      if (input.email !== undefined) {
        try {
          // A new address is not confirmed yet; the same address in another case keeps its state.
          const [, updated]: [unknown[], number] = await manager.query(
            `UPDATE "auth"."users" SET "email" = $2, "updated_at" = now(),
               "email_confirmed_at" = CASE WHEN lower("email") = lower($2) THEN "email_confirmed_at" ELSE NULL END
             WHERE "id" = $1`,
            [userId, input.email],
          );
          if (!updated) throw new SessionNotFoundError();
        } catch (error) {
          if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new UserAlreadyExistsError();
          throw error;
        }
      }
      const view = await this.me.read(manager, userId); // also creates a missing profile
      if (input.fullName !== undefined) {
        await manager.query(
          `UPDATE "auth"."users" SET "full_name" = $2, "updated_at" = now() WHERE "id" = $1`,
          [userId, input.fullName],
        );
        await manager.query(
          `UPDATE "auth"."user_profiles" SET "full_name" = $2, "updated_at" = now() WHERE "user_id" = $1`,
          [userId, input.fullName],
        );
        view.profile.fullName = input.fullName;
      }
      return view;
    });
  }
}
