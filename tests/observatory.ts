import { spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, request as forward } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { createRequire } from "node:module";
import { type AddressInfo, createServer as createNetServer, type Server } from "node:net";
import { dirname, join } from "node:path";

import forge from "node-forge";

import { temporaryFolder } from "./server-process.ts";

/**
 * The Mozilla HTTP Observatory (@mdn/mdn-http-observatory) against a local
 * server, with no network: a TLS terminator on 127.0.0.1 with a throwaway CA
 * forwards HTTPS to the site, and answers plain HTTP on the same port with a
 * redirect to HTTPS, as a real deployment behind a proxy does. The scanner
 * runs in a child process that trusts the CA. Used by a process test and by
 * `npm run bench`.
 */

export interface ObservatoryResult {
  score: number;
  grade: string;
  testsPassed: number;
  testsQuantity: number;
  /** Each test's result, such as "csp-implemented-with-no-unsafe". */
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
}

/**
 * A certificate for `subject` with keys of its own, valid from a minute ago for a day, signed by
 * `issuer` (itself when none is given).
 */
function certificate(
  serialNumber: string,
  subject: forge.pki.CertificateField[],
  extensions: object[],
  issuer?: { name: forge.pki.CertificateField[]; keys: forge.pki.rsa.KeyPair },
) {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serialNumber;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 60 * 60_000);
  cert.setSubject(subject);
  cert.setIssuer(issuer?.name ?? subject);
  cert.setExtensions(extensions);
  cert.sign((issuer?.keys ?? keys).privateKey, forge.md.sha256.create());
  return { cert, keys };
}

/** A CA made for this run alone, and a certificate it signs for localhost and 127.0.0.1. */
function throwawayCertificates() {
  const caName = [{ name: "commonName", value: "headliner throwaway test CA" }];
  const ca = certificate("01", caName, [
    { name: "basicConstraints", cA: true, critical: true },
    { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true },
  ]);
  const leaf = certificate(
    "02",
    [{ name: "commonName", value: "localhost" }],
    [
      { name: "basicConstraints", cA: false },
      { name: "keyUsage", digitalSignature: true, keyEncipherment: true },
      { name: "extKeyUsage", serverAuth: true },
      {
        name: "subjectAltName",
        altNames: [
          { type: 2, value: "localhost" },
          { type: 7, ip: "127.0.0.1" },
        ],
      },
    ],
    { name: caName, keys: ca.keys },
  );
  return {
    caPem: forge.pki.certificateToPem(ca.cert),
    certPem: forge.pki.certificateToPem(leaf.cert),
    keyPem: forge.pki.privateKeyToPem(leaf.keys.privateKey),
  };
}

/** TLS (and a redirect for plain HTTP) on one loopback port, forwarding to `targetPort`. */
async function startTerminator(targetPort: number, certPem: string, keyPem: string) {
  const proxy = (
    request: import("node:http").IncomingMessage,
    response: import("node:http").ServerResponse,
  ) => {
    const upstream = forward(
      {
        host: "127.0.0.1",
        port: targetPort,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, "x-forwarded-proto": "https" },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.writeHead(502).end());
    request.pipe(upstream);
  };
  const https = createHttpsServer({ cert: certPem, key: keyPem }, proxy);
  const http = createHttpServer((request, response) => {
    response.writeHead(301, { Location: `https://${request.headers.host}${request.url}` }).end();
  });
  // The first byte of a TLS connection is a handshake record (0x16); anything else is plain HTTP.
  const server: Server = createNetServer((socket) => {
    socket.once("readable", () => {
      const first = socket.read(1) as Buffer | null;
      if (!first) return void socket.destroy();
      socket.unshift(first);
      (first[0] === 0x16 ? https : http).emit("connection", socket);
    });
  });
  await new Promise<void>((resolveListening) => server.listen(0, "127.0.0.1", resolveListening));
  return { port: (server.address() as AddressInfo).port, close: () => server.close() };
}

/** The lists the scanner's postinstall would download (skipped here: no network); empty ones do. */
function provideScannerLists(): void {
  const packageRoot = dirname(dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory")));
  const lists: [string, string][] = [
    ["hsts-preload.json", "{}"],
    ["tld-list.json", "[]"],
  ];
  for (const [file, empty] of lists) {
    const path = join(packageRoot, "conf", file);
    if (!existsSync(path)) writeFileSync(path, empty);
  }
}

/** Scans the site on 127.0.0.1:`sitePort` through a local TLS terminator; resolves with the score and grade. */
export async function scanWithObservatory(sitePort: number): Promise<ObservatoryResult> {
  provideScannerLists();
  const { caPem, certPem, keyPem } = throwawayCertificates();
  const caFile = join(temporaryFolder(), "throwaway-ca.pem");
  writeFileSync(caFile, caPem);
  const terminator = await startTerminator(sitePort, certPem, keyPem);
  try {
    const scanner = createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/src/scan.js");
    const output = await new Promise<string>((resolveOutput, reject) => {
      const child = spawn(process.execPath, [scanner, `localhost:${terminator.port}`], {
        env: { PATH: process.env.PATH, NODE_EXTRA_CA_CERTS: caFile },
        stdio: ["ignore", "pipe", "inherit"],
      });
      let text = "";
      child.stdout.on("data", (chunk) => (text += chunk));
      child.on("error", reject);
      child.on("close", (code) =>
        code === 0 ? resolveOutput(text) : reject(new Error(`the scanner exited ${code}: ${text}`)),
      );
    });
    const { scan, tests } = JSON.parse(output) as {
      scan: { score: number; grade: string; testsPassed: number; testsQuantity: number };
      tests: ObservatoryResult["tests"];
    };
    return { ...scan, tests };
  } finally {
    terminator.close();
  }
}
