import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import {
  type SttRequest,
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

  /** `<ns>.stream.<uuid>`: the gateway listens there for the reply's chunks (ARCHITECTURE.md §4b). */
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
