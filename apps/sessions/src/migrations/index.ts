import { CreateMessagingTables1763700000000 } from './1763700000000-CreateMessagingTables';
import { CreateChatSessions1764200000000 } from './1764200000000-CreateChatSessions';
import { CreateMemories1764200000001 } from './1764200000001-CreateMemories';
import { CreateVoiceClips1764300000000 } from './1764300000000-CreateVoiceClips';
import { AddSafetyState1764400000000 } from './1764400000000-AddSafetyState';
import { SealSessionTitles1795600000200 } from './1795600000200-SealSessionTitles';
import { AddSessionRating1795700000000 } from './1795700000000-AddSessionRating';
import { OutboxTraceContext1796000000000 } from './1796000000000-OutboxTraceContext';
import { IndexSessionsByStart1796000000300 } from './1796000000300-IndexSessionsByStart';
import { AddIdempotencyKeys1796300000100 } from './1796300000100-AddIdempotencyKeys';

/** In the order they run. */
export const migrations = [
  CreateMessagingTables1763700000000,
  CreateChatSessions1764200000000,
  CreateMemories1764200000001,
  CreateVoiceClips1764300000000,
  AddSafetyState1764400000000,
  SealSessionTitles1795600000200,
  AddSessionRating1795700000000,
  OutboxTraceContext1796000000000,
  IndexSessionsByStart1796000000300,
  AddIdempotencyKeys1796300000100,
];
