// Misbehaving clients against the running server (docs/security.md). Loopback only, every loop bounded.
//   node scripts/bench/hostile-clients.mjs <port> <server pid>
import { readFileSync } from "node:fs";
import { connect } from "node:net";

const [port, pid] = process.argv.slice(2).map(Number);
if (!port || !pid) {
  console.error("usage: node scripts/bench/hostile-clients.mjs <port> <server pid>");
  process.exit(2);
}
const origin = `http://127.0.0.1:${port}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function cpuMs() {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;

async function timed(path, timeoutMs = 3_000) {
  const startedAt = performance.now();
  try {
    const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return { status: response.status, ms: Math.round(performance.now() - startedAt) };
  } catch {
    return { status: "no answer", ms: timeoutMs };
  }
}

const PAGES = [
  "/",
  "/about",
  "/music",
  "/shows/past",
  "/shows/1",
  "/shows/2",
  "/shows/3",
  "/?style=normal",
  "/shows/past?style=normal",
  "/music?style=almostReal",
  "/nowhere",
  "/og/site.png",
];

async function resets() {
  let sent = 0;
  for (let round = 0; round < 40; round++) {
    for (const path of PAGES) {
      const socket = connect(port, "127.0.0.1");
      socket.on("error", () => {});
      socket.write(`GET ${path} HTTP/1.1\r\nHost: a\r\n\r\n`);
      if (sent % 3 === 0) socket.resetAndDestroy();
      else if (sent % 3 === 1) socket.end();
      else socket.once("data", () => socket.resetAndDestroy());
      sent++;
      if (sent % 7 === 0) await sleep(1);
    }
  }
  await sleep(300);
  const answers = await Promise.all(PAGES.map((path) => timed(path)));
  const hung = answers.filter((answer) => answer.status === "no answer").length;
  console.log(
    `resets: ${sent} requests reset or dropped; then ${hung} of ${PAGES.length} pages gave no answer in 3 s`,
  );
  for (const [index, path] of PAGES.entries())
    console.log(`  ${path}: ${answers[index].status} in ${answers[index].ms} ms`);
}

async function pipelinedImages() {
  await timed("/og/site.png", 20_000);
  const before = rssMb();
  const sockets = [];
  const request = "GET /og/site.png HTTP/1.1\r\nHost: a\r\n\r\n";
  for (let index = 0; index < 4; index++) {
    const socket = connect(port, "127.0.0.1");
    socket.on("error", () => {});
    socket.pause();
    socket.write(request.repeat(1_500));
    sockets.push(socket);
  }
  let peak = before;
  let slowest = 0;
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    peak = Math.max(peak, rssMb());
    slowest = Math.max(slowest, (await timed("/", 5_000)).ms);
    await sleep(200);
  }
  for (const socket of sockets) socket.destroy();
  await sleep(1_000);
  console.log(
    `pipelined images: RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB), slowest / ${slowest} ms, ${rssMb().toFixed(0)} MB after`,
  );
}

async function coldShareImages(path) {
  const cpu = cpuMs();
  const startedAt = performance.now();
  let slowestHealth = 0;
  const draws = Promise.all(Array.from({ length: 20 }, () => timed(path, 60_000)));
  let done = false;
  void draws.then(() => (done = true));
  while (!done) {
    slowestHealth = Math.max(slowestHealth, (await timed("/healthz", 60_000)).ms);
    await sleep(20);
  }
  const answers = await draws;
  console.log(
    `cold share image ${path}: 20 concurrent requests, ${cpuMs() - cpu} ms of server CPU, ` +
      `${Math.round(performance.now() - startedAt)} ms until all answered (${answers.filter((a) => a.status === 200).length} × 200), /healthz at worst ${slowestHealth} ms`,
  );
}

async function oddPaths() {
  const paths = ["/", "/about/", "/MUSIC", "/shows/999999", "/no/such/page", "/"];
  const count = 1_000;
  for (const path of paths) {
    await timed(path);
    const cpu = cpuMs();
    for (let index = 0; index < count; index++) await timed(path);
    console.log(`odd path ${path}: ${((cpuMs() - cpu) / count).toFixed(2)} ms of server CPU per request`);
  }
}

const which = process.argv[4] ?? "all";
if (which === "all" || which === "cold") await coldShareImages(process.argv[5] ?? "/og/shows/2.png");
if (which === "all" || which === "resets") await resets();
if (which === "all" || which === "odd") await oddPaths();
if (which === "all" || which === "pipelined") await pipelinedImages();
