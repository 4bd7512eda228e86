import { itKeepsOneDataDoor } from '@maeum/testing';

// The sessions service's one data door (docs/architecture.md, "Inside a service").
itKeepsOneDataDoor(__dirname, {
  unitOfWork: 'sessions.unit-of-work.ts',
  // The per-user data keys (the sealing of messages, titles, summaries, memories, clips) are
  // @maeum/persistence's UserDataKeys, made on the DataSource; they stay as they are.
  dataSourceAlso: ['data-keys/data-keys.ts'],
  minUseCases: 10,
});
