/** Loads the rows of many keys in one query; a key without a row is absent from the map. */
export type BatchLoad<K, V> = (keys: K[]) => Promise<Map<K, V>>;

interface Waiter<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers the reads asked for in one turn of the event loop and runs them as one query
 * (`WHERE id = ANY($1)`): under load a burst of requests costs one round trip to Postgres and one
 * statement there instead of one each. Each read is still sent after it was asked for, so it sees
 * every write committed before it. A failed query fails every read of its batch, as it would have
 * failed each of them.
 */
export class ReadBatcher<K, V> {
  private pending = new Map<K, Waiter<V>[]>();
  private scheduled = false;

  constructor(
    private readonly load: BatchLoad<K, V>,
    /** Most keys in one query; more start another. */
    private readonly maxKeys = 100,
  ) {}

  read(key: K): Promise<V | undefined> {
    return new Promise<V | undefined>((resolve, reject) => {
      const waiters = this.pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.pending.set(key, [{ resolve, reject }]);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(this.flush);
      }
    });
  }

  private readonly flush = () => {
    this.scheduled = false;
    const batch = this.pending;
    this.pending = new Map();
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += this.maxKeys)
      void this.run(keys.slice(start, start + this.maxKeys), batch);
  };

  private async run(keys: K[], batch: Map<K, Waiter<V>[]>) {
    try {
      const values = await this.load(keys);
      for (const key of keys) for (const waiter of batch.get(key) ?? []) waiter.resolve(values.get(key));
    } catch (error) {
      for (const key of keys) for (const waiter of batch.get(key) ?? []) waiter.reject(error);
    }
  }
}
