import { lineDiff } from './line-diff';

it('is empty for equal texts', () => {
  expect(lineDiff('TABLE a\n  id uuid\n', 'TABLE a\n  id uuid\n')).toBe('');
});

it('shows each changed line under the unindented line it belongs to', () => {
  const before = 'TABLE a\n  id uuid\n\nTABLE b\n  id uuid\n  name text\n';
  const after = 'TABLE a\n  id uuid\n\nTABLE b\n  id uuid\n  name text NOT NULL\n  age int\n';
  expect(lineDiff(before, after)).toBe(
    ['  TABLE b', '-   name text', '+   name text NOT NULL', '+   age int'].join('\n'),
  );
});

it('shows a removed table by its own heading line', () => {
  expect(lineDiff('TABLE a\n  id uuid\n', '')).toBe('- TABLE a\n-   id uuid');
});
