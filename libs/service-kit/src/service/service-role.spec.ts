import { serviceRole } from './service-role';

describe('serviceRole', () => {
  it('is all by default', () => {
    expect(serviceRole([], {})).toBe('all');
  });

  it('reads --role=…, --role …, then ROLE; the command line wins', () => {
    expect(serviceRole(['--role=worker'], {})).toBe('worker');
    expect(serviceRole(['--role', 'api'], {})).toBe('api');
    expect(serviceRole([], { ROLE: 'worker' })).toBe('worker');
    expect(serviceRole(['--role=api'], { ROLE: 'worker' })).toBe('api');
  });

  it('refuses an unknown role', () => {
    expect(() => serviceRole(['--role=jobs'], {})).toThrow(/api, worker, all.*"jobs"/);
    expect(() => serviceRole([], { ROLE: 'x' })).toThrow(/"x"/);
  });
});
