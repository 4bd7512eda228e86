import { Controller } from '@nestjs/common';
import { Ctx, MessagePattern, Payload } from '@nestjs/microservices';
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
import { RpcCallContext } from '@maeum/messaging';
import { CompleteOnboardingUseCase } from './complete-onboarding.usecase';
import { GetMeUseCase } from './get-me.usecase';
import { CallerRequiredError } from './me.exception';
import { PreferencesStore } from './preferences.store';
import { UpdateProfileUseCase } from './update-profile.usecase';
import { UserContextStore } from './user-context.store';

/** The caller's own data. The user is always the verified one from the header, never the payload. */
function caller(ctx: RpcCallContext): string {
  const userId = ctx.userId;
  if (!userId) throw new CallerRequiredError();
  return userId;
}

@Controller()
export class MeController {
  constructor(
    private readonly me: GetMeUseCase,
    private readonly updateProfile: UpdateProfileUseCase,
    private readonly preferences: PreferencesStore,
    private readonly context: UserContextStore,
    private readonly onboarding: CompleteOnboardingUseCase,
  ) {}

  @MessagePattern(RpcPattern.meGet)
  get(@Ctx() ctx: RpcCallContext): Promise<MeView> {
    return this.me.execute(caller(ctx));
  }

  @MessagePattern(RpcPattern.meUpdateProfile)
  profile(@Payload() input: UpdateProfileDto, @Ctx() ctx: RpcCallContext): Promise<MeView> {
    return this.updateProfile.execute(caller(ctx), input);
  }

  @MessagePattern(RpcPattern.meGetPreferences)
  getPreferences(@Ctx() ctx: RpcCallContext): Promise<PreferencesView> {
    return this.preferences.get(caller(ctx));
  }

  @MessagePattern(RpcPattern.meUpdatePreferences)
  updatePreferences(
    @Payload() input: UpdatePreferencesDto,
    @Ctx() ctx: RpcCallContext,
  ): Promise<PreferencesView> {
    return this.preferences.update(caller(ctx), input);
  }

  @MessagePattern(RpcPattern.meGetContext)
  getContext(@Ctx() ctx: RpcCallContext): Promise<UserContextView> {
    return this.context.get(caller(ctx));
  }

  @MessagePattern(RpcPattern.mePutContext)
  putContext(@Payload() input: UserContextDto, @Ctx() ctx: RpcCallContext): Promise<UserContextView> {
    return this.context.put(caller(ctx), input);
  }

  @MessagePattern(RpcPattern.meOnboarding)
  completeOnboarding(@Payload() input: OnboardingDto, @Ctx() ctx: RpcCallContext): Promise<PreferencesView> {
    return this.onboarding.execute(caller(ctx), input);
  }
}
