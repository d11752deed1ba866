// Preloaded into a production server under test (node --import, see server-process.ts):
// Date.now and `new Date()` run ahead of the real clock by an offset the test grows by
// writing "advance <ms>" lines to the server's stdin. The caches, the page cache and the
// shows' listing read them, so a test can let a 30-second window, an hour or the 4 hours a
// show stays listed pass without waiting them out. Timers (setTimeout,
// AbortSignal.timeout) keep real time.
import { createInterface } from "node:readline";
import { isMainThread } from "node:worker_threads";

// The embedded database's worker thread loads this too: it has no stdin of its own to read, and keeps
// real time (the database's clock is Postgres's own).
if (isMainThread) {
  const RealDate = Date;
  const realNow = RealDate.now;
  let offsetMs = 0;
  const now = () => realNow() + offsetMs;
  // A proxy, not a subclass: `Date()` called as a function must keep working too.
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === "now" ? now : Reflect.get(target, property, receiver)),
  });

  createInterface({ input: process.stdin }).on("line", (line) => {
    const match = /^advance (\d+)$/.exec(line.trim());
    if (!match) return;
    offsetMs += Number(match[1]);
    console.log(JSON.stringify({ level: "info", message: "test clock advanced", offsetMs }));
  });
  // Listening to stdin must not keep a process alive that would otherwise end
  // (the short-lived child that creates an embedded database inherits this preload).
  process.stdin.unref();
}
