import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  ValidateNested,
  IsBoolean,
  IsIn,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import {
  type ImportJournalRequest,
  JOURNAL_IMPORT_BATCH_MAX,
  type JournalImportEntry,
  type JournalEntryInput,
  JOURNAL_CONTENT_MAX_LENGTH,
  JOURNAL_ENTRY_MOODS,
  JOURNAL_MOOD_VALUES,
  JOURNAL_SEARCH_MAX_LENGTH,
  JOURNAL_SEARCH_TIMES,
  JOURNAL_TAG_MAX_LENGTH,
  JOURNAL_TAGS_MAX,
  JOURNAL_TITLE_MAX_LENGTH,
  type JournalEntriesQuery,
  type JournalMoodValue,
  type JournalSearchQuery,
  type JournalSearchTime,
} from '@maeum/api-types';

// With stopAtFirstError the bottom-most decorator is checked first: the type check comes last.

/** spec 001 §5: tags split on commas, trimmed, empties dropped (an array is read the same way). */
export function splitTags(value: unknown): unknown {
  if (typeof value === 'string') value = value.split(',');
  if (!Array.isArray(value)) return value;
  if (!value.every((tag) => typeof tag === 'string')) return value;
  return [...new Set((value as string[]).map((tag) => tag.trim()).filter(Boolean))];
}

export class CreateJournalEntryDto implements JournalEntryInput {
  @ApiPropertyOptional({ maxLength: JOURNAL_TITLE_MAX_LENGTH, nullable: true })
  @MaxLength(JOURNAL_TITLE_MAX_LENGTH, {
    message: `A title can be at most ${JOURNAL_TITLE_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'title must be text' })
  @ValidateIf((o: CreateJournalEntryDto) => o.title !== undefined && o.title !== null)
  title?: string | null;

  @ApiProperty({ maxLength: JOURNAL_CONTENT_MAX_LENGTH })
  @MaxLength(JOURNAL_CONTENT_MAX_LENGTH, {
    message: `An entry can be at most ${JOURNAL_CONTENT_MAX_LENGTH} characters`,
  })
  @Matches(/\S/, { message: 'Please write something before saving.' })
  @IsString({ message: 'Please write something before saving.' })
  content: string;

  @ApiPropertyOptional({ enum: JOURNAL_MOOD_VALUES, nullable: true })
  @IsIn(JOURNAL_MOOD_VALUES, { message: `mood must be one of ${JOURNAL_MOOD_VALUES.join(', ')}` })
  @ValidateIf((o: CreateJournalEntryDto) => o.mood !== undefined && o.mood !== null)
  mood?: JournalMoodValue | null;

  @ApiPropertyOptional({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    description: 'Comma-separated, or a list',
  })
  @MaxLength(JOURNAL_TAG_MAX_LENGTH, {
    each: true,
    message: `A tag can be at most ${JOURNAL_TAG_MAX_LENGTH} characters`,
  })
  @ArrayMaxSize(JOURNAL_TAGS_MAX, { message: `At most ${JOURNAL_TAGS_MAX} tags` })
  @IsString({ each: true, message: 'tags must be text' })
  @Transform(({ value }) => splitTags(value))
  @IsOptional()
  tags?: string[];

  @ApiPropertyOptional({ default: true })
  @IsBoolean({ message: 'isPrivate must be true or false' })
  @ValidateIf((o: CreateJournalEntryDto) => o.isPrivate !== undefined)
  isPrivate?: boolean;
}

export class JournalEntriesQueryDto implements JournalEntriesQuery {
  @ApiPropertyOptional({ maxLength: JOURNAL_TAG_MAX_LENGTH })
  @MaxLength(JOURNAL_TAG_MAX_LENGTH)
  @IsString()
  @IsOptional()
  tag?: string;

  @ApiPropertyOptional({ description: 'Comma-separated moods' })
  @Matches(new RegExp(`^(?:${JOURNAL_ENTRY_MOODS.join('|')})(?:,(?:${JOURNAL_ENTRY_MOODS.join('|')}))*$`), {
    message: `mood must be one or more of ${JOURNAL_ENTRY_MOODS.join(', ')}`,
  })
  @IsString()
  @IsOptional()
  mood?: string;

  @ApiPropertyOptional({ description: 'The createdAt of the last entry shown' })
  @IsISO8601({ strict: true }, { message: 'cursor must be a date and time' })
  @IsOptional()
  cursor?: string;
}

export class JournalSearchQueryDto implements JournalSearchQuery {
  @ApiProperty({ maxLength: JOURNAL_SEARCH_MAX_LENGTH })
  @MaxLength(JOURNAL_SEARCH_MAX_LENGTH)
  @Matches(/\S/, { message: 'Search needs a word to look for.' })
  @IsString({ message: 'Search needs a word to look for.' })
  q: string;

  @ApiPropertyOptional({ enum: JOURNAL_SEARCH_TIMES, default: 'month' })
  @IsIn(JOURNAL_SEARCH_TIMES, { message: 'time must be week, month, year or all' })
  @IsOptional()
  time?: JournalSearchTime;
}

export class JournalPromptQueryDto {
  @ApiPropertyOptional({ enum: ['1'], description: '1: a new prompt for today' })
  @IsIn(['1', 'true', '0', 'false'], { message: 'regenerate must be 1 or 0' })
  @IsOptional()
  regenerate?: string;

  @ApiPropertyOptional({
    enum: ['en', 'ko'],
    description: "The words of the prompt (the page's language); the account's language when left out",
  })
  @IsIn(['en', 'ko'], { message: 'language must be en or ko' })
  @IsOptional()
  language?: 'en' | 'ko';
}

/** The journal's prompt RPC: a new prompt for today or the day's own. */
export class JournalPromptRpcDto {
  @IsBoolean()
  @IsOptional()
  regenerate?: boolean;

  @IsIn(['en', 'ko'])
  @IsOptional()
  language?: 'en' | 'ko';
}

/** The worker's analysis job: the entry and its owner. */
export class JournalAnalysisRunDto {
  @IsUUID()
  entryId: string;

  @IsUUID()
  userId: string;
}

/** The worker's weekly pass; `now` lets a test stand on a Monday. */
export class JournalWeeklyRunDto {
  @IsISO8601({ strict: true })
  @IsOptional()
  now?: string;
}

/** A clock a few minutes fast on the exporting device is not the future. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** An imported entry was written before now: a date ahead would sit above every real entry. */
export const isNotInFuture = (value: unknown, now = Date.now()): boolean =>
  typeof value === 'string' && Date.parse(value) <= now + CLOCK_SKEW_MS;

export class ImportJournalEntryDto extends CreateJournalEntryDto implements JournalImportEntry {
  @ApiProperty({ description: 'When it was written (ISO 8601; not in the future)' })
  @ValidateBy(
    { name: 'isNotInFuture', validator: { validate: (value) => isNotInFuture(value) } },
    { message: 'createdAt cannot be in the future' },
  )
  @IsISO8601({ strict: true }, { message: 'createdAt must be a date and time' })
  createdAt: string;
}

export class ImportJournalDto implements ImportJournalRequest {
  @ApiProperty({ type: [ImportJournalEntryDto], maxItems: JOURNAL_IMPORT_BATCH_MAX })
  @ValidateNested({ each: true })
  @Type(() => ImportJournalEntryDto)
  @ArrayMaxSize(JOURNAL_IMPORT_BATCH_MAX, {
    message: `At most ${JOURNAL_IMPORT_BATCH_MAX} entries at a time`,
  })
  @ArrayMinSize(1, { message: 'Nothing to import' })
  @IsArray({ message: 'entries must be a list' })
  entries: ImportJournalEntryDto[];
}
