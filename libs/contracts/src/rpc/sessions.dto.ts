import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  type SttRequest,
  SPOKEN_PARTS_MAX,
  type SpokenReplyRequest,
  TTS_TEXT_MAX_LENGTH,
  type TtsRequest,
  type EditMemoryRequest,
  MEMORY_MAX_LENGTH,
  type MemorySettingsRequest,
  CHAT_MESSAGE_MAX_LENGTH,
  PREFERENCE_LANGUAGES,
  type PreferenceLanguage,
  SESSION_HISTORY_TYPES,
  SESSION_SEARCH_MAX_LENGTH,
  SESSION_TYPES,
  type SendMessageRequest,
  type SessionHistoryType,
  type SessionListQuery,
  type SessionType,
  type StartSessionRequest,
  TONE_PREFERENCES,
  type TonePreference,
} from '@maeum/api-types';

// With stopAtFirstError the bottom-most decorator is checked first: the type check comes last.

export const VOICE_IDS = ['late-night-safe-space', 'chill-bestie', 'hype-friend'] as const;

export class StartSessionDto implements StartSessionRequest {
  @ApiProperty({ enum: SESSION_TYPES })
  @IsIn(SESSION_TYPES, { message: 'type must be text or voice' })
  type: SessionType;

  @ApiProperty({ enum: TONE_PREFERENCES })
  @IsIn(TONE_PREFERENCES, { message: 'tone must be normal or genz' })
  tone: TonePreference;

  @ApiProperty({ enum: PREFERENCE_LANGUAGES })
  @IsIn(PREFERENCE_LANGUAGES, { message: 'language must be en or ko' })
  language: PreferenceLanguage;

  @ApiPropertyOptional({ enum: VOICE_IDS })
  @IsIn(VOICE_IDS, { message: 'voiceId is not a known voice' })
  @ValidateIf((o: StartSessionDto) => o.voiceId !== undefined)
  voiceId?: string;
}

export class SendMessageDto implements SendMessageRequest {
  @ApiProperty({ maxLength: CHAT_MESSAGE_MAX_LENGTH, example: 'I feel anxious about tomorrow' })
  @MaxLength(CHAT_MESSAGE_MAX_LENGTH, {
    message: `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
  })
  @Matches(/\S/, { message: 'Please write a message first' })
  @IsString({ message: 'content must be text' })
  content: string;
}

/** The body of the sessions service's message RPC: the message, and where to stream the reply. */
export class SendMessageRpcDto extends SendMessageDto {
  @IsUUID('all', { message: 'Not found' })
  id: string;

  /** `<ns>.stream.<uuid>`: the gateway listens there for the reply's chunks. */
  @IsOptional()
  @IsString()
  @Matches(/^[a-z0-9_-]+\.stream\.[0-9a-f-]{36}$/)
  streamSubject?: string;
}

export class SessionListQueryDto implements SessionListQuery {
  @ApiPropertyOptional({ enum: SESSION_HISTORY_TYPES, default: 'all' })
  @IsIn(SESSION_HISTORY_TYPES, { message: 'type must be all, text or voice' })
  @IsOptional()
  type?: SessionHistoryType;

  @ApiPropertyOptional({ maxLength: SESSION_SEARCH_MAX_LENGTH })
  @MaxLength(SESSION_SEARCH_MAX_LENGTH)
  @IsString()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @ValidateIf((o: SessionListQueryDto) => o.q !== undefined && o.q !== '')
  q?: string;

  @ApiPropertyOptional({ description: 'startedAt of the last card shown', format: 'date-time' })
  @IsISO8601({ strict: true }, { message: 'cursor must be a date-time' })
  @IsNotEmpty()
  @ValidateIf((o: SessionListQueryDto) => o.cursor !== undefined)
  cursor?: string;
}

export class EditMemoryDto implements EditMemoryRequest {
  @ApiProperty({ maxLength: MEMORY_MAX_LENGTH })
  @MaxLength(MEMORY_MAX_LENGTH, { message: `A memory can be at most ${MEMORY_MAX_LENGTH} characters` })
  @Matches(/\S/, { message: 'A memory cannot be empty; delete it instead' })
  @IsString({ message: 'content must be text' })
  content: string;
}

export class MemorySettingsDto implements MemorySettingsRequest {
  @ApiProperty()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled: boolean;
}

export class TtsDto implements TtsRequest {
  @ApiProperty({ maxLength: TTS_TEXT_MAX_LENGTH })
  @MaxLength(TTS_TEXT_MAX_LENGTH)
  @Matches(/\S/, { message: 'text cannot be empty' })
  @IsString({ message: 'text must be text' })
  text: string;

  @ApiProperty({ enum: VOICE_IDS })
  @IsIn(VOICE_IDS, { message: 'voiceId is not a known voice' })
  voiceId: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The voice session the sentence belongs to' })
  @IsUUID('all', { message: 'sessionId must be a session id' })
  @IsOptional()
  sessionId?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'The reply the sentence belongs to (the page names it)',
  })
  @IsUUID('all', { message: 'turnId must be a UUID' })
  @ValidateIf((o: TtsDto) => o.sessionId !== undefined || o.turnId !== undefined)
  turnId?: string;

  @ApiPropertyOptional({ minimum: 0, maximum: SPOKEN_PARTS_MAX - 1 })
  @Max(SPOKEN_PARTS_MAX - 1, { message: `part must be at most ${SPOKEN_PARTS_MAX - 1}` })
  @Min(0, { message: 'part must be 0 or more' })
  @IsInt({ message: 'part must be a whole number' })
  @ValidateIf((o: TtsDto) => o.sessionId !== undefined || o.part !== undefined)
  part?: number;
}

/** The most characters of a reply that can be reported as heard (a reply is far shorter). */
export const HEARD_MAX_LENGTH = 4000;

export class SpokenReplyDto implements SpokenReplyRequest {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsUUID('all', { message: 'turnId must be a UUID' })
  @IsOptional()
  turnId?: string;

  @ApiPropertyOptional({
    maxLength: HEARD_MAX_LENGTH,
    description: 'What was heard before the person cut in',
  })
  @MaxLength(HEARD_MAX_LENGTH)
  @IsString({ message: 'heard must be text' })
  @IsOptional()
  heard?: string;
}

export class ReplyParamsDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Not found' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Not found' })
  messageId: string;
}

export class ReplyAudioParamsDto extends ReplyParamsDto {
  @ApiProperty({ minimum: 0, maximum: SPOKEN_PARTS_MAX - 1 })
  @Max(SPOKEN_PARTS_MAX - 1, { message: 'Not found' })
  @Min(0, { message: 'Not found' })
  @IsInt({ message: 'Not found' })
  @Type(() => Number)
  part: number;
}

/** The sessions service's spoken-reply RPC: the reply, and what the page reports about its speech. */
export class SpokenReplyRpcDto extends SpokenReplyDto {
  @IsUUID('all')
  id: string;

  @IsUUID('all')
  messageId: string;
}

export class ReplyAudioRpcDto {
  @IsUUID('all')
  id: string;

  @IsUUID('all')
  messageId: string;

  @Max(SPOKEN_PARTS_MAX - 1)
  @Min(0)
  @IsInt()
  part: number;
}

export class SttQueryDto {
  @ApiPropertyOptional({ enum: PREFERENCE_LANGUAGES, default: 'en' })
  @IsIn(PREFERENCE_LANGUAGES, { message: 'lang must be en or ko' })
  @IsOptional()
  lang?: PreferenceLanguage;
}

/** The sessions service's transcription RPC: the recording (base64), its type and language. */
export class SttRpcDto implements SttRequest {
  @IsString()
  audioBase64: string;

  @IsString()
  mimeType: string;

  @IsIn(PREFERENCE_LANGUAGES)
  language: PreferenceLanguage;
}
