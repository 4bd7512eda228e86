import { messagingTablesMigration } from '@maeum/messaging';

export const CreateMessagingTables1763700000000 = messagingTablesMigration('sessions');
