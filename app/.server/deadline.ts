/** The timer is cleared as soon as either comes, so nothing is held after the answer. */
export function withDeadline<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<F>((resolve) => (timer = setTimeout(resolve, ms, fallback)));
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
