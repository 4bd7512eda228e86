/**
 * A reply a handler already holds as JSON text (a page built from views it keeps serialised): the
 * server writes it as it is instead of parsing nothing and stringifying everything again. `T` is the
 * reply it stands for, so a handler still answers its pattern's type.
 */
export class JsonReply<T> {
  declare readonly __of?: T;
  constructor(readonly json: string) {}

  /** A JSON array of items that are each already JSON text. */
  static array<T>(items: readonly string[]): JsonReply<T[]> {
    return new JsonReply<T[]>(`[${items.join(',')}]`);
  }
}
