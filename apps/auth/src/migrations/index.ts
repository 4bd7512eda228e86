import { CreateMessagingTables1763700000000 } from './1763700000000-CreateMessagingTables';
import { CreateUsers1763700000001 } from './1763700000001-CreateUsers';
import { CreateAccounts1763800000000 } from './1763800000000-CreateAccounts';
import { AddAccountDeletion1763900000000 } from './1763900000000-AddAccountDeletion';
import { CreateEmailChangeRequests1764000000000 } from './1764000000000-CreateEmailChangeRequests';
import { NormalizeStoredEmails1795438776749 } from './1795438776749-NormalizeStoredEmails';
import { AddEmailSkeletons1795500000000 } from './1795500000000-AddEmailSkeletons';
import { SealUserContext1795600000000 } from './1795600000000-SealUserContext';
import { CreatePageVisits1795700000000 } from './1795700000000-CreatePageVisits';
import { OutboxTraceContext1796000000000 } from './1796000000000-OutboxTraceContext';
import { IndexEmailPrefix1796000000100 } from './1796000000100-IndexEmailPrefix';
import { CreateReminders1796100000000 } from './1796100000000-CreateReminders';
import { PreferencesRevision1796310000000 } from './1796310000000-PreferencesRevision';

/** In the order they run. */
export const migrations = [
  CreateMessagingTables1763700000000,
  CreateUsers1763700000001,
  CreateAccounts1763800000000,
  AddAccountDeletion1763900000000,
  CreateEmailChangeRequests1764000000000,
  NormalizeStoredEmails1795438776749,
  AddEmailSkeletons1795500000000,
  SealUserContext1795600000000,
  CreatePageVisits1795700000000,
  OutboxTraceContext1796000000000,
  IndexEmailPrefix1796000000100,
  CreateReminders1796100000000,
  PreferencesRevision1796310000000,
];
