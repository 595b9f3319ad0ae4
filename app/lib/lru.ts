export class LruMap<V> {
  readonly #entries = new Map<string, V>();
  readonly #limit: number;
  readonly #weigh: (value: V) => number;
  #weight = 0;

  constructor(limit: number, weigh: (value: V) => number = () => 1) {
    this.#limit = limit;
    this.#weigh = weigh;
  }

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    // A Map iterates in insertion order: the first key is the least recently used.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    this.#entries.set(key, value);
    this.#weight += this.#weigh(value);
    for (const oldest of this.#entries.keys()) {
      if (this.#weight <= this.#limit) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const value = this.#entries.get(key);
    if (value === undefined) return;
    this.#entries.delete(key);
    this.#weight -= this.#weigh(value);
  }

  entries(): IterableIterator<[string, V]> {
    return this.#entries.entries();
  }
}
