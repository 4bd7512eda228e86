import { itKeepsOneDataDoor } from '@maeum/testing';

// Billing's one data door (docs/architecture.md, "Inside a service").
itKeepsOneDataDoor(__dirname, { unitOfWork: 'billing.unit-of-work.ts', minUseCases: 21 });
