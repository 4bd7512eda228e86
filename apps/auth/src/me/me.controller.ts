import { Controller } from '@nestjs/common';
import {
  MeView,
  OnboardingDto,
  PreferencesView,
  RpcPattern,
  UpdatePreferencesDto,
  UpdateProfileDto,
  UserContextDto,
  UserContextView,
} from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { CompleteOnboardingUseCase } from './complete-onboarding.usecase';
import { GetMeUseCase } from './get-me.usecase';
import { PreferencesStore } from './preferences.store';
import { UpdateProfileUseCase } from './update-profile.usecase';
import { UserContextStore } from './user-context.store';

/** The caller's own data. The user is always the verified one from the header, never the payload. */
@Controller()
export class MeController {
  constructor(
    private readonly me: GetMeUseCase,
    private readonly updateProfile: UpdateProfileUseCase,
    private readonly preferences: PreferencesStore,
    private readonly context: UserContextStore,
    private readonly onboarding: CompleteOnboardingUseCase,
  ) {}

  @RpcHandler(RpcPattern.meGet)
  get(_request: void, call: RpcCallContext): Promise<MeView> {
    return this.me.execute(call.callerId());
  }

  @RpcHandler(RpcPattern.meUpdateProfile)
  profile(input: UpdateProfileDto, call: RpcCallContext): Promise<MeView> {
    return this.updateProfile.execute(call.callerId(), input);
  }

  @RpcHandler(RpcPattern.meGetPreferences)
  getPreferences(_request: void, call: RpcCallContext): Promise<PreferencesView> {
    return this.preferences.get(call.callerId());
  }

  @RpcHandler(RpcPattern.meUpdatePreferences)
  updatePreferences(input: UpdatePreferencesDto, call: RpcCallContext): Promise<PreferencesView> {
    return this.preferences.update(call.callerId(), input);
  }

  @RpcHandler(RpcPattern.meGetContext)
  getContext(_request: void, call: RpcCallContext): Promise<UserContextView> {
    return this.context.get(call.callerId());
  }

  @RpcHandler(RpcPattern.mePutContext)
  putContext(input: UserContextDto, call: RpcCallContext): Promise<UserContextView> {
    return this.context.put(call.callerId(), input);
  }

  @RpcHandler(RpcPattern.meOnboarding)
  completeOnboarding(input: OnboardingDto, call: RpcCallContext): Promise<PreferencesView> {
    return this.onboarding.execute(call.callerId(), input);
  }
}
