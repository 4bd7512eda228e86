import { CreateMessagingTables1763700000000 } from './1763700000000-CreateMessagingTables';
import { CreateCustomers1763700000001 } from './1763700000001-CreateCustomers';
import { CreateDeletedUsers1764000000000 } from './1764000000000-CreateDeletedUsers';
import { CreatePlansAndSubscriptions1764100000000 } from './1764100000000-CreatePlansAndSubscriptions';
import { CreateFeaturePreviews1764100000001 } from './1764100000001-CreateFeaturePreviews';
import { CreatePayments1764100000002 } from './1764100000002-CreatePayments';
import { RoomForUsageReset1764100000003 } from './1764100000003-RoomForUsageReset';
import { OrdersKnowWhatTheyReplace1764300000000 } from './1764300000000-OrdersKnowWhatTheyReplace';
import { RecordInvoiceEmailed1764500000210 } from './1764500000210-RecordInvoiceEmailed';
import { CreateUsageHolds1764600000000 } from './1764600000000-CreateUsageHolds';
import { OutboxTraceContext1796000000000 } from './1796000000000-OutboxTraceContext';
import { RecordPlanGrants1796000000200 } from './1796000000200-RecordPlanGrants';

/** In the order they run. */
export const migrations = [
  CreateMessagingTables1763700000000,
  CreateCustomers1763700000001,
  CreateDeletedUsers1764000000000,
  CreatePlansAndSubscriptions1764100000000,
  CreateFeaturePreviews1764100000001,
  CreatePayments1764100000002,
  RoomForUsageReset1764100000003,
  OrdersKnowWhatTheyReplace1764300000000,
  RecordInvoiceEmailed1764500000210,
  CreateUsageHolds1764600000000,
  OutboxTraceContext1796000000000,
  RecordPlanGrants1796000000200,
];
