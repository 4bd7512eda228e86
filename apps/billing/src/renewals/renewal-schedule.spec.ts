import { nextRenewalAttempt, renewalOrderId } from './renewal-schedule';

describe('renewal schedule', () => {
  const endsAt = new Date('2026-12-01T05:00:00.000Z');

  it('retries 1, 3 and 5 days after the period ended, then ends', () => {
    expect(nextRenewalAttempt(endsAt, 1)?.toISOString()).toBe('2026-12-02T05:00:00.000Z');
    expect(nextRenewalAttempt(endsAt, 2)?.toISOString()).toBe('2026-12-04T05:00:00.000Z');
    expect(nextRenewalAttempt(endsAt, 3)?.toISOString()).toBe('2026-12-06T05:00:00.000Z');
    expect(nextRenewalAttempt(endsAt, 4)).toBeNull();
  });

  it('names one order per subscription, period and attempt, within Toss’s orderId rules', () => {
    const id = renewalOrderId('0b7c6a52-8d0e-4f7c-9a55-2b9e2f6d1c11', endsAt, 0);
    expect(id).toBe('rnw_0b7c6a528d0e4f7c9a552b9e2f6d1c11_20261201050000_0');
    expect(id).toMatch(/^[A-Za-z0-9_-]{6,64}$/);
    expect(renewalOrderId('0b7c6a52-8d0e-4f7c-9a55-2b9e2f6d1c11', endsAt, 1)).not.toBe(id);
  });
});
