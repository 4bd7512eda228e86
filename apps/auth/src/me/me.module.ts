import { Module } from '@nestjs/common';
import { AuthDataKeysModule } from '../data-keys/auth-data-keys';
import { CompleteOnboardingUseCase } from './complete-onboarding.usecase';
import { GetMeUseCase } from './get-me.usecase';
import { MeController } from './me.controller';
import { PreferencesStore } from './preferences.store';
import { ContextSealing } from './sealed-context';
import { UpdateProfileUseCase } from './update-profile.usecase';
import { UserContextStore } from './user-context.store';

/** The signed-in user's profile, preferences, context and onboarding (GET/PATCH /api/me…). */
@Module({
  imports: [AuthDataKeysModule],
  controllers: [MeController],
  providers: [
    ContextSealing,
    GetMeUseCase,
    UpdateProfileUseCase,
    PreferencesStore,
    UserContextStore,
    CompleteOnboardingUseCase,
  ],
  exports: [ContextSealing],
})
export class MeModule {}
