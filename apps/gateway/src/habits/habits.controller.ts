import { Body, Controller, Get, Header, Param, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import {
  HabitDateDto,
  HabitDayDto,
  type HabitDayView,
  HabitsQueryDto,
  type HabitsView,
  RpcPattern,
} from '@maeum/contracts';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { ServicesClient } from '../core/services.client';
import { HABIT_SAVES_PER_MINUTE, HabitSaveRateLimit } from './habit-rate-limit';
import { Idempotent } from '../core/idempotency';

/** Daily habits (API.md "Journal, boosters, habits, insights"): forwarded to the journal service. */
@ApiTags('habits')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('habits')
export class HabitsController {
  constructor(
    private readonly services: ServicesClient,
    private readonly saves: HabitSaveRateLimit,
  ) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOkResponse({
    description:
      'The logged days from `days` (1–30, default 30) days ago to today, newest first, and the statistics of the latest 7',
  })
  list(@Query() query: HabitsQueryDto, @CurrentCaller() caller: Caller): Promise<HabitsView> {
    return this.services.ask(
      RpcPattern.habitsList,
      query.days === undefined ? {} : { days: query.days },
      caller,
    );
  }

  @Idempotent('journal')
  @Put(':date')
  @ApiOkResponse({
    description:
      'The day saved (fields not sent keep their value); today or the past 30 days in the caller’s time zone',
  })
  @ApiTooManyRequestsResponse({ description: `More than ${HABIT_SAVES_PER_MINUTE} a minute` })
  async save(
    @Param() params: HabitDateDto,
    @Body() body: HabitDayDto,
    @CurrentCaller() caller: Caller,
  ): Promise<HabitDayView> {
    await this.saves.consume(caller.userId!);
    return this.services.ask(RpcPattern.habitsPut, { ...body, date: params.date }, caller);
  }
}
