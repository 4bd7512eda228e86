import { Module } from '@nestjs/common';
import { CompleteOnboardingUseCase } from './complete-onboarding.usecase';
import { GetMeUseCase } from './get-me.usecase';
import { MeController } from './me.controller';
import { PreferencesStore } from './preferences.store';
import { UpdateProfileUseCase } from './update-profile.usecase';
import { UserContextStore } from './user-context.store';

/** The signed-in user's profile, preferences, context and onboarding (GET/PATCH /api/me…). */
@Module({
  controllers: [MeController],
  providers: [
    GetMeUseCase,
    UpdateProfileUseCase,
    PreferencesStore,
    UserContextStore,
    CompleteOnboardingUseCase,
  ],
})
export class MeModule {}
