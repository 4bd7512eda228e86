import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsDefined,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  IsUrl,
  ValidateNested,
  ArrayUnique,
} from 'class-validator';
import {
  PUSH_ENDPOINT_MAX,
  REMINDER_TIME_PATTERN,
  REMINDER_WEEKDAYS,
  type PushSubscriptionInput,
  type PushSubscriptionRemoveInput,
  type ReminderSettingsInput,
  type ReminderStopInput,
  MENTOR_GOALS,
  type MentorGoal,
  type MentorGoalInput,
} from '@maeum/api-types';

// With stopAtFirstError the bottom-most decorator is checked first: the type check comes last.

export const REMINDER_TIME_MESSAGE = 'time must be HH:MM (00:00 to 23:59)';
export const REMINDER_WEEKDAYS_MESSAGE = 'weekdays must be a list of days from 1 (Monday) to 7 (Sunday)';
export const PUSH_ENDPOINT_MESSAGE = 'endpoint must be the https address of a push service';
export const PUSH_KEYS_MESSAGE = 'keys must hold the p256dh and auth keys of the subscription';

/** PUT /api/reminders */
export class ReminderSettingsDto implements ReminderSettingsInput {
  @ApiProperty()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled: boolean;

  @ApiProperty({ example: '20:00' })
  @Matches(REMINDER_TIME_PATTERN, { message: REMINDER_TIME_MESSAGE })
  @IsString({ message: REMINDER_TIME_MESSAGE })
  time: string;

  @ApiProperty({ type: [Number], example: [1, 2, 3, 4, 5] })
  @IsIn(REMINDER_WEEKDAYS, { each: true, message: REMINDER_WEEKDAYS_MESSAGE })
  @IsInt({ each: true, message: REMINDER_WEEKDAYS_MESSAGE })
  @ArrayUnique({ message: REMINDER_WEEKDAYS_MESSAGE })
  @ArrayMaxSize(7, { message: REMINDER_WEEKDAYS_MESSAGE })
  @IsArray({ message: REMINDER_WEEKDAYS_MESSAGE })
  weekdays: number[];
}

/** POST /api/reminders/stop: the e-mail's one-tap stop link, without sign-in. */
export class ReminderStopDto implements ReminderStopInput {
  @ApiProperty()
  @Matches(/^[A-Za-z0-9_-]{16,60}\.[A-Za-z0-9_-]{43}$/, { message: 'token is not a stop link token' })
  @IsString({ message: 'token is not a stop link token' })
  token: string;
}

export class PushKeysDto {
  @ApiProperty()
  @Matches(/^[A-Za-z0-9_-]{80,100}={0,2}$/, { message: PUSH_KEYS_MESSAGE })
  @IsString({ message: PUSH_KEYS_MESSAGE })
  p256dh: string;

  @ApiProperty()
  @Matches(/^[A-Za-z0-9_-]{16,30}={0,2}$/, { message: PUSH_KEYS_MESSAGE })
  @IsString({ message: PUSH_KEYS_MESSAGE })
  auth: string;
}

const PUSH_URL = { require_tld: false, require_protocol: true, protocols: ['https', 'http'] };

/** POST /api/push-subscriptions: this device's subscription. */
export class PushSubscriptionDto implements PushSubscriptionInput {
  @ApiProperty({ maxLength: PUSH_ENDPOINT_MAX })
  @IsUrl(PUSH_URL, { message: PUSH_ENDPOINT_MESSAGE })
  @MaxLength(PUSH_ENDPOINT_MAX, { message: PUSH_ENDPOINT_MESSAGE })
  @IsString({ message: PUSH_ENDPOINT_MESSAGE })
  endpoint: string;

  @ApiProperty({ type: PushKeysDto })
  @ValidateNested({ message: PUSH_KEYS_MESSAGE })
  @Type(() => PushKeysDto)
  @IsDefined({ message: PUSH_KEYS_MESSAGE })
  keys: PushKeysDto;
}

/** DELETE /api/push-subscriptions: this device's subscription, by its endpoint. */
export class PushSubscriptionRemoveDto implements PushSubscriptionRemoveInput {
  @ApiProperty({ maxLength: PUSH_ENDPOINT_MAX })
  @MaxLength(PUSH_ENDPOINT_MAX, { message: PUSH_ENDPOINT_MESSAGE })
  @IsString({ message: PUSH_ENDPOINT_MESSAGE })
  endpoint: string;
}

/** The worker's pass (`now` lets a test stand at a given moment). */
export class RemindersRunDto {
  @IsOptional()
  @IsISO8601()
  now?: string;
}

/** Push subscriptions the push service answered 404/410 for: gone, removed. */
export class PushGoneDto {
  @IsArray()
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true })
  ids: string[];
}

/** Sessions: which of these people are in a crisis hold (a crisis referral within the hold). */
export class CrisisHoldsDto {
  @IsArray()
  @ArrayMaxSize(1000)
  @IsUUID('all', { each: true })
  userIds: string[];

  @IsOptional()
  @IsISO8601()
  now?: string;
}

export const MENTOR_GOAL_MESSAGE = `goal must be one of ${MENTOR_GOALS.join(', ')}`;

/** PUT /api/mentor/goal: the one small goal for the coming week (mentor support, Pro). */
export class MentorGoalDto implements MentorGoalInput {
  @ApiProperty({ enum: MENTOR_GOALS })
  @IsIn(MENTOR_GOALS, { message: MENTOR_GOAL_MESSAGE })
  goal: MentorGoal;
}
