/** Runs `compute` with the server process in another zone, as on a host not set to UTC. */
export function withProcessTimeZone<T>(timeZone: string, compute: () => T): T {
  const saved = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    return compute();
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
}
