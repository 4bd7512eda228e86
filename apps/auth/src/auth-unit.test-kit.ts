import { fakeUnitOfWork, mockRepository } from '@maeum/testing';
import type { AuthRepositories, AuthUnitOfWork } from './auth.unit-of-work';

/** What auth's use-case unit specs share: every repository mocked, a fake unit of work over them. */
export function authUnitKit() {
  const repositories: { [K in keyof AuthRepositories]: jest.Mocked<AuthRepositories[K]> } = {
    pageVisits: mockRepository(),
    adminAccounts: mockRepository(),
    proofs: mockRepository(),
    diagnostics: mockRepository(),
    securityEvents: mockRepository(),
    reminders: mockRepository(),
    signingKeys: mockRepository(),
  };
  const unitOfWork = fakeUnitOfWork<AuthRepositories>(repositories);
  return { ...repositories, unitOfWork, uow: unitOfWork as unknown as AuthUnitOfWork };
}
