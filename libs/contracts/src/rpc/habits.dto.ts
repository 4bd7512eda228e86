import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min, ValidateBy, ValidateIf } from 'class-validator';
import {
  HABIT_HISTORY_DAYS,
  HABIT_SLEEP_QUALITIES,
  HABIT_WATER_MAX,
  type HabitDayInput,
  type HabitSleepQuality,
} from '@maeum/api-types';

// With stopAtFirstError the bottom-most decorator is checked first: the type check comes last.

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const HABIT_DATE_MESSAGE = 'date must be a day written YYYY-MM-DD';

export class HabitsQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: HABIT_HISTORY_DAYS, default: HABIT_HISTORY_DAYS })
  @Max(HABIT_HISTORY_DAYS, { message: `days must be at most ${HABIT_HISTORY_DAYS}` })
  @Min(1, { message: 'days must be at least 1' })
  @IsInt({ message: 'days must be a whole number' })
  @Type(() => Number)
  @IsOptional()
  days?: number;
}

export class HabitDateDto {
  @ApiProperty({ example: '2026-11-26', pattern: '^\\d{4}-\\d{2}-\\d{2}$' })
  @ValidateBy(
    { name: 'calendarDate', validator: { validate: isCalendarDate } },
    { message: HABIT_DATE_MESSAGE },
  )
  date: string;
}

export class HabitDayDto implements HabitDayInput {
  @ApiPropertyOptional()
  @IsBoolean({ message: 'breakfast must be true or false' })
  @IsOptional()
  breakfast?: boolean;

  @ApiPropertyOptional()
  @IsBoolean({ message: 'lunch must be true or false' })
  @IsOptional()
  lunch?: boolean;

  @ApiPropertyOptional()
  @IsBoolean({ message: 'dinner must be true or false' })
  @IsOptional()
  dinner?: boolean;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: HABIT_WATER_MAX })
  @Max(HABIT_WATER_MAX, { message: `waterGlasses must be at most ${HABIT_WATER_MAX}` })
  @Min(0, { message: 'waterGlasses must be 0 or more' })
  @IsInt({ message: 'waterGlasses must be a whole number' })
  @IsOptional()
  waterGlasses?: number;

  @ApiPropertyOptional()
  @IsBoolean({ message: 'physicalActivity must be true or false' })
  @IsOptional()
  physicalActivity?: boolean;

  @ApiPropertyOptional()
  @IsBoolean({ message: 'mindfulness must be true or false' })
  @IsOptional()
  mindfulness?: boolean;

  @ApiPropertyOptional()
  @IsBoolean({ message: 'socialConnection must be true or false' })
  @IsOptional()
  socialConnection?: boolean;

  @ApiPropertyOptional({ enum: HABIT_SLEEP_QUALITIES, nullable: true })
  @IsIn(HABIT_SLEEP_QUALITIES, { message: `sleepQuality must be one of ${HABIT_SLEEP_QUALITIES.join(', ')}` })
  @ValidateIf((o: HabitDayDto) => o.sleepQuality !== undefined && o.sleepQuality !== null)
  sleepQuality?: HabitSleepQuality | null;
}

/** The RPC twins: the gateway checked the shapes, the journal checks them again. */
export class HabitsListRpcDto {
  @Max(HABIT_HISTORY_DAYS)
  @Min(1)
  @IsInt()
  @IsOptional()
  days?: number;
}

export class HabitDayRpcDto extends HabitDayDto {
  @ValidateBy(
    { name: 'calendarDate', validator: { validate: isCalendarDate } },
    { message: HABIT_DATE_MESSAGE },
  )
  date: string;
}
