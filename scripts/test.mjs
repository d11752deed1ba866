// `npm test`: runs every part of the test suite, one after another, even after one fails, and ends
// with a summary of what passed. The parts stay runnable alone (`npm run test:unit`…).
//
//   node scripts/test.mjs                          the project's parts, below
//   node scripts/test.mjs "name=command" …         other parts (to try the runner itself)
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
    steps: [
      // Built here first (test:e2e would build too) so that a broken build is named as such.
      { command: "node scripts/build-if-needed.mjs", failure: "the site did not build" },
      { command: "npm run test:e2e" },
    ],
  },
];

function partsFromArguments(args) {
  return args.map((arg) => {
    const split = arg.indexOf("=");
    if (split < 1) throw new Error(`expected "name=command", got ${JSON.stringify(arg)}`);
    return { name: arg.slice(0, split), steps: [{ command: arg.slice(split + 1) }] };
  });
}

let interrupted = false;
let running = null;
// Ctrl-C reaches the running part too (it is in this terminal's process group); a SIGTERM is passed
// on to it. Either way, no other part starts.
process.on("SIGINT", () => (interrupted = true));
process.on("SIGTERM", () => {
  interrupted = true;
  running?.kill("SIGTERM");
});

/** Runs a shell command in this terminal; resolves with whether it exited 0. */
function run(command) {
  return new Promise((resolve) => {
    running = spawn(command, { shell: true, stdio: "inherit" });
    running.on("error", (error) => {
      console.error(`Could not start \`${command}\`: ${error.message}`);
      resolve(false);
    });
    running.on("close", (code) => resolve(code === 0));
  });
}

function duration(ms) {
  if (ms < 59_950) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

const parts = process.argv.length > 2 ? partsFromArguments(process.argv.slice(2)) : PARTS;
/** @type {{ name: string, passed: boolean, note?: string, ms: number }[]} */
const results = [];
for (const [index, part] of parts.entries()) {
  if (interrupted) break;
  console.log(`\n━━ Part ${index + 1} of ${parts.length}: ${part.name} ━━\n`);
  const started = Date.now();
  let failedStep = null;
  for (const step of part.steps) {
    if (!(await run(step.command))) {
      failedStep = step;
      break;
    }
  }
  results.push({ name: part.name, passed: !failedStep, note: failedStep?.failure, ms: Date.now() - started });
}

const failed = results.filter((result) => !result.passed);
const width = Math.max(...parts.map((part) => part.name.length));
const row = (name, time, outcome) => `  ${name.padEnd(width)}  ${time.padStart(10)}  ${outcome}`;
console.log("\n━━ Summary ━━\n");
for (const { name, passed, note, ms } of results) {
  console.log(row(name, duration(ms), passed ? "passed" : note ? `FAILED (${note})` : "FAILED"));
}
for (const part of parts.slice(results.length)) console.log(row(part.name, "", "not run"));
console.log("");
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
