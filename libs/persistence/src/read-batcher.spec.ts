import { ReadBatcher } from './read-batcher';

describe('ReadBatcher', () => {
  it('reads every key asked for in one turn with one load, each key once', async () => {
    const load = jest.fn(async (keys: string[]) => new Map(keys.map((k) => [k, k.toUpperCase()])));
    const batcher = new ReadBatcher(load);
    const values = await Promise.all([batcher.read('a'), batcher.read('b'), batcher.read('a')]);
    expect(values).toEqual(['A', 'B', 'A']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(['a', 'b']);
  });

  it('answers undefined for a key without a row', async () => {
    const batcher = new ReadBatcher(async () => new Map([['a', 1]]));
    await expect(Promise.all([batcher.read('a'), batcher.read('gone')])).resolves.toEqual([1, undefined]);
  });

  it('sends a read asked for after a batch has left with the next batch', async () => {
    const load = jest.fn(async (keys: string[]) => new Map(keys.map((k) => [k, k])));
    const batcher = new ReadBatcher(load);
    await batcher.read('a');
    await batcher.read('a');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('splits a batch larger than maxKeys into several loads', async () => {
    const load = jest.fn(async (keys: number[]) => new Map(keys.map((k) => [k, k * 2])));
    const batcher = new ReadBatcher(load, 2);
    await expect(Promise.all([1, 2, 3, 4, 5].map((k) => batcher.read(k)))).resolves.toEqual([2, 4, 6, 8, 10]);
    expect(load.mock.calls.map(([keys]) => keys)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails every read of a batch whose load fails, and only that batch', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('db down'))
      .mockResolvedValue(new Map([['c', 3]]));
    const batcher = new ReadBatcher<string, number>(load);
    const failed = [batcher.read('a'), batcher.read('b')];
    await expect(failed[0]).rejects.toThrow('db down');
    await expect(failed[1]).rejects.toThrow('db down');
    await expect(batcher.read('c')).resolves.toBe(3);
  });
});
