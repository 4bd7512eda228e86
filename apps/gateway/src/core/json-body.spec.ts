import { nestsDeeperThan } from './json-body';

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, and stops at the first level too deep', () => {
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":[2]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('['.repeat(1_000_000), 32)).toBe(true);
  });

  it('measures the deepest branch, not the number of containers', () => {
    expect(nestsDeeperThan(JSON.stringify(Array.from({ length: 100 }, () => ({ a: [1] }))), 3)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[{{{{', quoted: 'say "[[[["' }), 1)).toBe(false);
    expect(nestsDeeperThan('{"a\\\\":[[1]]}', 2)).toBe(true);
  });
});
