import { Injectable } from '@nestjs/common';
import { ADMIN_ROLE_CHANGED_V1, AdminRoleChangedV1, EventEnvelope } from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { EntityManager } from 'typeorm';

/**
 * auth.admin_users is the admin service's roster as GET /api/me reads it (the isAdmin flag the web
 * uses to show or hide the panel). The admin service itself checks its own table on every request.
 */
@Injectable()
export class AdminRoleChangedListener implements EventHandler<typeof ADMIN_ROLE_CHANGED_V1> {
  readonly subject = ADMIN_ROLE_CHANGED_V1;
  readonly name = 'admin-flag';

  async handle(event: EventEnvelope<AdminRoleChangedV1>, manager: EntityManager): Promise<void> {
    const { userId, isAdmin } = event.data;
    if (isAdmin)
      await manager.query(
        `INSERT INTO "auth"."admin_users" ("user_id", "role")
         SELECT "id", 'admin' FROM "auth"."users" WHERE "id" = $1 AND "deleted_at" IS NULL
         ON CONFLICT ("user_id") DO NOTHING`,
        [userId],
      );
    else await manager.query(`DELETE FROM "auth"."admin_users" WHERE "user_id" = $1`, [userId]);
  }
}
