import { outboxTraceContextMigration } from '@maeum/messaging';

export const OutboxTraceContext1796000000000 = outboxTraceContextMigration('admin');
