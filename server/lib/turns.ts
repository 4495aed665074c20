/**
 * Work that takes turns per key inside this process: `run(key, work)` starts `work` once every
 * earlier work of that key has settled (whatever its outcome); different keys do not wait for
 * each other. It orders work, it decides nothing: rules that must hold across processes still
 * need the database's lock.
 */
export type Turns = {
  run<T>(key: string, work: () => Promise<T>): Promise<T>;
  /** Whether work of `key` is running or waiting: work run now would wait for it. */
  busy(key: string): boolean;
  /** Keys with work running or waiting (for tests). */
  size(): number;
};

export function turnsByKey(): Turns {
  const tails = new Map<string, Promise<void>>();
  return {
    run(key, work) {
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(work);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    busy: (key) => tails.has(key),
    size: () => tails.size,
  };
}
