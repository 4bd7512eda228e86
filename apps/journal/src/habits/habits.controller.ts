import { Controller } from '@nestjs/common';
import {
  HabitDayRpcDto,
  type HabitDayView,
  HabitsListRpcDto,
  type HabitsView,
  RpcPattern,
} from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { ListHabitsUseCase } from './list-habits.usecase';
import { SaveHabitDayUseCase } from './save-habit-day.usecase';

@Controller()
export class HabitsController {
  constructor(
    private readonly listHabits: ListHabitsUseCase,
    private readonly saveHabitDay: SaveHabitDayUseCase,
  ) {}

  @RpcHandler(RpcPattern.habitsList)
  list(input: HabitsListRpcDto, call: RpcCallContext): Promise<HabitsView> {
    return this.listHabits.execute(call.callerId(), input?.days);
  }

  @RpcHandler(RpcPattern.habitsPut)
  save(input: HabitDayRpcDto, call: RpcCallContext): Promise<HabitDayView> {
    const { date, ...habits } = input;
    return this.saveHabitDay.execute(call.callerId(), date, habits);
  }
}
