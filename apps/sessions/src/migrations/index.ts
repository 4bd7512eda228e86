import { CreateMessagingTables1763700000000 } from './1763700000000-CreateMessagingTables';
import { CreateChatSessions1764200000000 } from './1764200000000-CreateChatSessions';

/** In the order they run. */
export const migrations = [CreateMessagingTables1763700000000, CreateChatSessions1764200000000];
