import { checkDataDoor } from '@maeum/testing';

// Billing's one data door (ARCHITECTURE §4a): SQL and ORM calls only in `*.repository.ts`, the
// transaction and the relay's nudge only in the unit of work, and a unit spec beside each use case.
checkDataDoor(__dirname, { unitOfWork: 'billing.unit-of-work.ts', minUseCases: 21 });
