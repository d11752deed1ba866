/** Work that must not interleave, run in the order asked: each waits for the one before, failed or not. */
export type Turns = <T>(work: () => Promise<T>) => Promise<T>;

export function createTurns(): Turns {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const result = last.then(work);
    last = result.catch(() => {});
    return result;
  };
}
