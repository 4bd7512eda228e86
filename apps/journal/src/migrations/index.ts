import { CreateMessagingTables1763700000000 } from './1763700000000-CreateMessagingTables';
import { CreateJournal1764400000000 } from './1764400000000-CreateJournal';
import { CreateMoodBoosters1764500000000 } from './1764500000000-CreateMoodBoosters';
import { CreateDailyHabits1764650000000 } from './1764650000000-CreateDailyHabits';
import { SealJournalTags1795600000100 } from './1795600000100-SealJournalTags';
import { SealBoosterPayloads1795600000300 } from './1795600000300-SealBoosterPayloads';
import { CreateStatistics1795700000000 } from './1795700000000-CreateStatistics';
import { OutboxTraceContext1796000000000 } from './1796000000000-OutboxTraceContext';
import { CreateMentorGoals1796100000000 } from './1796100000000-CreateMentorGoals';
import { CreateDeletedUsers1796200000000 } from './1796200000000-CreateDeletedUsers';
import { AddEntryIdempotencyKey1796300000100 } from './1796300000100-AddEntryIdempotencyKey';
import { WritersRevision1796310000000 } from './1796310000000-WritersRevision';

/** In the order they run. */
export const migrations = [
  CreateMessagingTables1763700000000,
  CreateJournal1764400000000,
  CreateMoodBoosters1764500000000,
  CreateDailyHabits1764650000000,
  SealJournalTags1795600000100,
  SealBoosterPayloads1795600000300,
  CreateStatistics1795700000000,
  OutboxTraceContext1796000000000,
  CreateMentorGoals1796100000000,
  CreateDeletedUsers1796200000000,
  AddEntryIdempotencyKey1796300000100,
  WritersRevision1796310000000,
];
