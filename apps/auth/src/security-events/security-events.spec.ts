import { authUnitKit } from '../auth-unit.test-kit';
import { SecurityEvents } from './security-events';

describe('SecurityEvents', () => {
  it('records on the pool when no transaction is handed, the user agent cut to 512 characters', async () => {
    const { securityEvents, uow } = authUnitKit();
    await new SecurityEvents(uow).record('sign_in_failed', 'user-1', { reason: 'password' }, 'x'.repeat(600));
    expect(securityEvents.insert).toHaveBeenCalledWith(
      'sign_in_failed',
      'user-1',
      { reason: 'password' },
      'x'.repeat(512),
    );
  });

  it('records without data or user agent as an empty object and null', async () => {
    const { securityEvents, uow } = authUnitKit();
    await new SecurityEvents(uow).record('signed_out', null);
    expect(securityEvents.insert).toHaveBeenCalledWith('signed_out', null, {}, null);
  });
});
