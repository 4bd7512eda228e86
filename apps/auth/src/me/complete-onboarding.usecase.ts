import { Injectable } from '@nestjs/common';
import { OnboardingDto, PreferencesView } from '@maeum/contracts';
import { DataSource } from 'typeorm';
import { PreferencesStore } from './preferences.store';
import { toOnboardingContext } from './me-rows';
import { UserContextStore } from './user-context.store';

/**
 * Spec §4: has_onboarded becomes true when the context form is finished (tone and context) or
 * skipped (an empty context). The answers also go to user_context, with the tone.
 */
@Injectable()
export class CompleteOnboardingUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly preferences: PreferencesStore,
    private readonly context: UserContextStore,
  ) {}

  execute(userId: string, input: OnboardingDto): Promise<PreferencesView> {
    return this.dataSource.transaction(async (manager) => {
      const preferences = await this.preferences.completeOnboarding(
        manager,
        userId,
        input.tone,
        toOnboardingContext(input.context),
      );
      if (input.context)
        await this.context.put(userId, { ...input.context, preferredTone: input.tone }, manager);
      await manager.query(
        `UPDATE "auth"."user_profiles" SET "onboarding_completed" = true, "updated_at" = now() WHERE "user_id" = $1`,
        [userId],
      );
      return preferences;
    });
  }
}
