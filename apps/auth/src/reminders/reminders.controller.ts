import { Controller } from '@nestjs/common';
import {
  PushGoneDto,
  PushSubscriptionDto,
  PushSubscriptionRemoveDto,
  type PushSubscriptionsView,
  ReminderSettingsDto,
  type ReminderSettingsView,
  ReminderStopDto,
  type ReminderStopView,
  RemindersRunDto,
  type RemindersRunResult,
  RpcPattern,
} from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import {
  GetRemindersUseCase,
  PushSubscriptionsUseCase,
  SaveRemindersUseCase,
  StopRemindersUseCase,
} from './reminders.usecases';
import { RunRemindersUseCase } from './run-reminders.usecase';

@Controller()
export class RemindersController {
  constructor(
    private readonly getReminders: GetRemindersUseCase,
    private readonly saveReminders: SaveRemindersUseCase,
    private readonly stopReminders: StopRemindersUseCase,
    private readonly push: PushSubscriptionsUseCase,
    private readonly run: RunRemindersUseCase,
  ) {}

  @RpcHandler(RpcPattern.remindersGet)
  get(_input: void, call: RpcCallContext): Promise<ReminderSettingsView> {
    return this.getReminders.execute(call.callerId());
  }

  @RpcHandler(RpcPattern.remindersPut)
  put(input: ReminderSettingsDto, call: RpcCallContext): Promise<ReminderSettingsView> {
    return this.saveReminders.execute(call.callerId(), input);
  }

  /** No caller: the signed token names the person. */
  @RpcHandler(RpcPattern.remindersStop)
  stop(input: ReminderStopDto): Promise<ReminderStopView> {
    return this.stopReminders.execute(input.token);
  }

  @RpcHandler(RpcPattern.pushSubscribe)
  subscribe(input: PushSubscriptionDto, call: RpcCallContext): Promise<PushSubscriptionsView> {
    return this.push.subscribe(call.callerId(), input);
  }

  @RpcHandler(RpcPattern.pushUnsubscribe)
  unsubscribe(input: PushSubscriptionRemoveDto, call: RpcCallContext): Promise<PushSubscriptionsView> {
    return this.push.unsubscribe(call.callerId(), input.endpoint);
  }

  /** The worker: subscriptions the push service answered 404/410 for. */
  @RpcHandler(RpcPattern.pushGone)
  gone(input: PushGoneDto): Promise<{ removed: number }> {
    return this.push.gone(input.ids);
  }

  /** The worker's pass every 5 minutes (`now` lets a test stand at a given moment). */
  @RpcHandler(RpcPattern.remindersRun)
  runPass(input: RemindersRunDto): Promise<RemindersRunResult> {
    return this.run.execute(input?.now ? new Date(input.now) : new Date());
  }
}
