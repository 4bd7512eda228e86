import { itKeepsOneDataDoor } from '@maeum/testing';

// Admin's one data door, as billing's: SQL only in `*.repository.ts`, the transaction and the
// relay's nudge only in the unit of work, and a unit spec beside each use case.
itKeepsOneDataDoor(__dirname, { unitOfWork: 'admin.unit-of-work.ts', minUseCases: 11 });
