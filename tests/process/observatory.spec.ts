import { expect, test } from "../e2e/fixtures.ts";
import { scanWithObservatory } from "../observatory.ts";
import { startListeningServer, stopServers } from "../server-process.ts";

/** Mozilla's HTTP Observatory grades the site's headers A+ (120 or more), offline, through a local TLS terminator. */

test.afterEach(stopServers);

test("the HTTP Observatory scores the site A+ with every test passed", async () => {
  test.setTimeout(120_000);
  const server = await startListeningServer({});
  const result = await scanWithObservatory(server.port);
  const failed = Object.entries(result.tests)
    .filter(([, outcome]) => !outcome.pass)
    .map(([name, outcome]) => `${name}: ${outcome.result}`);
  console.log(
    `HTTP Observatory: ${result.score} / ${result.grade}, ${result.testsPassed} of ${result.testsQuantity} tests passed`,
  );
  expect(failed).toEqual([]);
  expect(result.grade).toBe("A+");
  expect(result.score).toBeGreaterThanOrEqual(120);
  expect(result.tests["content-security-policy"]?.result).toBe(
    "csp-implemented-with-no-unsafe-default-src-none",
  );
});
