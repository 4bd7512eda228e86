import { CreateMessagingTables1763700000000 } from './1763700000000-CreateMessagingTables';
import { CreateAdminUsersAndAuditLog1796000000000 } from './1796000000000-CreateAdminUsersAndAuditLog';
import { OutboxTraceContext1796000000000 } from './1796000000000-OutboxTraceContext';

/** In the order they run. */
export const migrations = [
  CreateMessagingTables1763700000000,
  CreateAdminUsersAndAuditLog1796000000000,
  OutboxTraceContext1796000000000,
];
