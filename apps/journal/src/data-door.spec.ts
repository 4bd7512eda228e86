import { itKeepsOneDataDoor } from '@maeum/testing';

// The journal's one data door (docs/architecture.md, "Inside a service").
itKeepsOneDataDoor(__dirname, {
  unitOfWork: 'journal.unit-of-work.ts',
  // The per-user data keys (the sealing of entries, tags, analyses, booster payloads) are
  // @maeum/persistence's UserDataKeys, made on the DataSource; they stay as they are.
  dataSourceAlso: ['data-keys/journal-data-keys.ts'],
  minUseCases: 24,
});
