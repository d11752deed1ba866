// Preloaded into a production server under test (node --import, see server-process.ts):
// Date.now runs ahead of the real clock by an offset the test grows by writing
// "advance <ms>" lines to the server's stdin. The caches read Date.now, so a test can
// let a 30-second or one-hour window pass without waiting it out. Timers
// (setTimeout, AbortSignal.timeout) and `new Date()` keep real time.
import { createInterface } from "node:readline";

const realNow = Date.now;
let offsetMs = 0;
Date.now = () => realNow() + offsetMs;

createInterface({ input: process.stdin }).on("line", (line) => {
  const match = /^advance (\d+)$/.exec(line.trim());
  if (!match) return;
  offsetMs += Number(match[1]);
  console.log(JSON.stringify({ level: "info", message: "test clock advanced", offsetMs }));
});
// Listening to stdin must not keep a process alive that would otherwise end
// (the short-lived child that creates an embedded database inherits this preload).
process.stdin.unref();
