import { EntityManager } from 'typeorm';

/** What the owner's proof reads: the password hash, and the sign-in time of the asking session. */
export interface ProofAccount {
  password_hash: string | null;
  signed_in_at: Date | null;
}

export class OwnerProofRepository {
  constructor(private readonly manager: EntityManager) {}

  /** The live account with its session's sign-in time (null for a revoked or foreign session). */
  async accountOf(userId: string, sessionId: string | null): Promise<ProofAccount | undefined> {
    const [account]: ProofAccount[] = await this.manager.query(
      `SELECT u."password_hash", s."created_at" AS "signed_in_at"
     FROM "auth"."users" u
     LEFT JOIN "auth"."sessions" s ON s."id" = $2 AND s."user_id" = u."id" AND s."revoked_at" IS NULL
     WHERE u."id" = $1 AND u."deleted_at" IS NULL`,
      [userId, sessionId],
    );
    return account;
  }
}
