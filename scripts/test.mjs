// `npm test`: runs every part of the test suite, even after one fails, and ends with a summary of
// what passed. The parts stay runnable alone (`npm run test:unit`…).
//
//   node scripts/test.mjs                          the project's parts, below
//   node scripts/test.mjs "name=command" …         other parts (to try the runner itself);
//                                                  "&name=command" starts with the first part
//
// Each part's output comes under its heading, in order. The browser and process tests start at
// once, beside the other parts: they spend much of their time waiting on servers and browsers,
// which leaves a core free. Their output is held until the parts before them have ended.
//
// The last line is always `test: N passed, N failed` (CI reads it); the exit code is 1 when a part
// failed, 130 when interrupted.
import { spawn } from "node:child_process";

/** Each part is one or more steps; a step that fails ends its part, and says what failed. */
const PARTS = [
  { name: "typecheck", steps: [{ command: "npm run typecheck" }] },
  { name: "lint", steps: [{ command: "npm run lint" }] },
  { name: "unit tests", steps: [{ command: "npm run test:unit" }] },
  {
    name: "browser and process tests",
    early: true,
    steps: [
      // Built here first (test:e2e would build too) so that a broken build is named as such.
      { command: "node scripts/build-if-needed.mjs", failure: "the site did not build" },
      { command: "npm run test:e2e" },
    ],
  },
];

function partsFromArguments(args) {
  return args.map((arg) => {
    const early = arg.startsWith("&");
    const split = arg.indexOf("=");
    if (split < (early ? 2 : 1)) throw new Error(`expected "name=command", got ${JSON.stringify(arg)}`);
    return { name: arg.slice(early ? 1 : 0, split), early, steps: [{ command: arg.slice(split + 1) }] };
  });
}

let interrupted = false;
const children = new Set();
// Ctrl-C reaches the running parts too (they are in this terminal's process group); a SIGTERM is
// passed on to them. Either way, no other part starts.
process.on("SIGINT", () => (interrupted = true));
process.on("SIGTERM", () => {
  interrupted = true;
  for (const child of children) child.kill("SIGTERM");
});

/** A part's output: held while an earlier part is still showing its own, then written as it comes. */
class Output {
  held = [];
  live = false;
  write(stream, chunk) {
    if (this.live) stream.write(chunk);
    else this.held.push([stream, chunk]);
  }
  show() {
    for (const [stream, chunk] of this.held.splice(0)) stream.write(chunk);
    this.live = true;
  }
}

// Piped, the tools would drop their colours; a person at a terminal keeps them.
const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: "1" } : process.env;

/** Runs a shell command; resolves with whether it exited 0. */
function run(command, output) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ["inherit", "pipe", "pipe"], env });
    children.add(child);
    child.stdout.on("data", (chunk) => output.write(process.stdout, chunk));
    child.stderr.on("data", (chunk) => output.write(process.stderr, chunk));
    child.on("error", (error) => {
      children.delete(child);
      output.write(process.stderr, `Could not start \`${command}\`: ${error.message}\n`);
      resolve(false);
    });
    // "close" comes once the output is all read; a process it started that outlives it may hold
    // the pipes open, so the part ends at most 2 s after its command has exited.
    child.on("exit", (code) => setTimeout(() => resolve(code === 0), 2_000).unref());
    child.on("close", (code) => {
      children.delete(child);
      resolve(code === 0);
    });
  });
}

/** Starts a part's steps, one after another; `done` resolves with its result. */
function start(part) {
  const output = new Output();
  const started = Date.now();
  const done = (async () => {
    let failedStep = null;
    for (const step of part.steps) {
      if (interrupted || !(await run(step.command, output))) {
        failedStep = step;
        break;
      }
    }
    return { name: part.name, passed: !failedStep, note: failedStep?.failure, ms: Date.now() - started };
  })();
  return { output, done };
}

function duration(ms) {
  if (ms < 59_950) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

const parts = process.argv.length > 2 ? partsFromArguments(process.argv.slice(2)) : PARTS;
const began = Date.now();
const earlyStarts = new Map(parts.filter((part) => part.early).map((part) => [part, start(part)]));
/** @type {{ name: string, passed: boolean, note?: string, ms: number }[]} */
const results = [];
for (const [index, part] of parts.entries()) {
  if (interrupted) break;
  console.log(`\n━━ Part ${index + 1} of ${parts.length}: ${part.name} ━━\n`);
  const running = earlyStarts.get(part) ?? start(part);
  running.output.show();
  results.push(await running.done);
}
// Interrupted: a part started early may still run. It is stopped, and what it wrote is shown.
for (const child of children) child.kill("SIGTERM");
for (const [part, running] of earlyStarts)
  if (!results.some((result) => result.name === part.name)) running.output.show();

const failed = results.filter((result) => !result.passed);
const width = Math.max(...parts.map((part) => part.name.length));
const row = (name, time, outcome) => `  ${name.padEnd(width)}  ${time.padStart(10)}  ${outcome}`;
console.log("\n━━ Summary ━━\n");
for (const { name, passed, note, ms } of results) {
  console.log(row(name, duration(ms), passed ? "passed" : note ? `FAILED (${note})` : "FAILED"));
}
for (const part of parts.slice(results.length)) console.log(row(part.name, "", "not run"));
console.log(`\n  ${"all, from start to end".padEnd(width)}  ${duration(Date.now() - began).padStart(10)}\n`);
if (interrupted) console.log("Stopped before the end: interrupted.");
else if (failed.length === 0) console.log(`All ${parts.length} parts passed.`);
if (failed.length > 0) {
  const names = failed.map((result) => result.name).join(", ");
  console.log(
    `${results.length - failed.length} of ${parts.length} parts passed; failed: ${names}. ` +
      "See the output under that part's heading above for what broke.",
  );
}
console.log(`test: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exitCode = interrupted ? 130 : failed.length > 0 ? 1 : 0;
