import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import {
  EMOJI_ECHO_EMOJIS,
  EMOJI_ECHO_TONES,
  type EmojiEchoRequest,
  type EmojiEchoTone,
  MOOD_BOOSTER_EVENT_MAX_KEYS,
  MOOD_BOOSTER_EVENT_MAX_VALUE_CHARS,
  MOOD_BOOSTER_EVENT_TYPES,
  MOOD_BOOSTER_JOURNAL_MAX_CHARS,
  type MoodBoosterEventRequest,
  type MoodBoosterEventType,
  type MoodBoosterEventValue,
} from '@maeum/api-types';

// With stopAtFirstError the bottom-most decorator is checked first: the type check comes last.

const PAYLOAD_KEY = /^[a-zA-Z][a-zA-Z0-9_]{0,39}$/;

/** A booster event's payload: a flat object of at most 8 short strings, numbers or flags. */
export function isBoundedEventPayload(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null)
    return false;
  const entries = Object.entries(value);
  if (entries.length > MOOD_BOOSTER_EVENT_MAX_KEYS) return false;
  return entries.every(
    ([key, item]) =>
      PAYLOAD_KEY.test(key) &&
      ((typeof item === 'string' && item.length <= MOOD_BOOSTER_EVENT_MAX_VALUE_CHARS) ||
        (typeof item === 'number' && Number.isFinite(item)) ||
        typeof item === 'boolean'),
  );
}

export class MoodBoosterSlugDto {
  @ApiProperty({ example: 'mindful-breathing', pattern: '^[a-z][a-z-]{0,39}$' })
  @Matches(/^[a-z][a-z-]{0,39}$/, { message: 'This mood booster is coming soon!' })
  @IsString()
  slug: string;
}

export class MoodBoosterEventDto implements MoodBoosterEventRequest {
  @ApiProperty({ enum: MOOD_BOOSTER_EVENT_TYPES })
  @IsIn(MOOD_BOOSTER_EVENT_TYPES, { message: 'Unknown event' })
  type: MoodBoosterEventType;

  @ApiPropertyOptional({
    type: 'object',
    maxProperties: MOOD_BOOSTER_EVENT_MAX_KEYS,
    additionalProperties: {
      oneOf: [
        { type: 'string', maxLength: MOOD_BOOSTER_EVENT_MAX_VALUE_CHARS },
        { type: 'number' },
        { type: 'boolean' },
      ],
    },
  })
  @ValidateBy(
    { name: 'boundedEventPayload', validator: { validate: isBoundedEventPayload } },
    {
      message: `An event's details are at most ${MOOD_BOOSTER_EVENT_MAX_KEYS} short values`,
    },
  )
  @IsOptional()
  payload?: Record<string, MoodBoosterEventValue>;

  @ApiPropertyOptional({ maxLength: MOOD_BOOSTER_JOURNAL_MAX_CHARS })
  @MaxLength(MOOD_BOOSTER_JOURNAL_MAX_CHARS, {
    message: `A reflection can be at most ${MOOD_BOOSTER_JOURNAL_MAX_CHARS} characters`,
  })
  @IsString({ message: 'journal must be text' })
  @IsOptional()
  journal?: string;
}

/** The RPC twin: the event and the booster it belongs to. */
export class MoodBoosterEventRpcDto extends MoodBoosterEventDto {
  @Matches(/^[a-z][a-z-]{0,39}$/)
  @IsString()
  slug: string;
}

export class EmojiEchoDto implements EmojiEchoRequest {
  @ApiProperty({ enum: EMOJI_ECHO_EMOJIS })
  @IsIn(EMOJI_ECHO_EMOJIS, { message: 'Pick one of the emojis' })
  emoji: string;

  @ApiProperty({ enum: EMOJI_ECHO_TONES })
  @IsIn(EMOJI_ECHO_TONES, { message: 'tone must be genz or millennial' })
  tone: EmojiEchoTone;

  @ApiPropertyOptional({ enum: ['en', 'ko'] })
  @IsIn(['en', 'ko'], { message: 'language must be en or ko' })
  @IsOptional()
  language?: 'en' | 'ko';
}
