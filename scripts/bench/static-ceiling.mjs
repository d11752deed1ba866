// The least a Node server can do to answer a page: the site's bytes and headers from memory,
// already compressed, nothing else. `node static-ceiling.mjs <pages.json>` prints {"port": N}.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const PER_RESPONSE = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "content-encoding",
  "transfer-encoding",
]);

const given = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8"));
const pages = new Map(
  Object.entries(given).map(([path, { headers, body }]) => {
    const identity = Buffer.from(body, "base64");
    const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_RESPONSE.has(name)));
    const answer = (body, encoding) => ({
      body,
      headers: {
        ...kept,
        ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
        "content-length": body.length,
      },
    });
    return [
      path,
      {
        identity: answer(identity, "identity"),
        br: answer(brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), "br"),
        gzip: answer(gzipSync(identity, { level: 9 }), "gzip"),
      },
    ];
  }),
);

const server = createServer((request, response) => {
  const page = pages.get(request.url ?? "");
  if (!page) {
    response.writeHead(404).end();
    return;
  }
  const accepted = request.headers["accept-encoding"] ?? "";
  const encoding = accepted.includes("br") ? "br" : accepted.includes("gzip") ? "gzip" : "identity";
  const { headers, body } = page[encoding];
  response.writeHead(200, headers).end(body);
});

server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === "object" && address ? address.port : 0 }));
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
