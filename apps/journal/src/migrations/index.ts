import { CreateMessagingTables1763700000000 } from './1763700000000-CreateMessagingTables';

/** In the order they run. */
export const migrations = [CreateMessagingTables1763700000000];
