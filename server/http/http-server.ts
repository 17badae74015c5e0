import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { DropArgument, Socket } from 'node:net';

import type { FairAdmission } from './fair-admission.ts';
import { OpenCounts } from './open-counts.ts';
import type { Refusals } from './refusals.ts';
import { watchSlowReaders } from './slow-readers.ts';

/** File descriptors kept for the database, the build's files and the mail worker. */
const RESERVED_FDS = 256;
/**
 * Connections waiting to be accepted. Node's default (511) overflows under a flood of
 * connections, and a dropped opening costs a visitor's browser a retry one to three seconds
 * later; the kernel caps it at net.core.somaxconn.
 */
export const LISTEN_BACKLOG = 4096;

/**
 * The part of the configuration's ConnectionLimits (app/server/config.server.ts) read here;
 * spelled out because this module is compiled with server/main.ts, outside the app's bundle.
 */
export type HttpServerLimits = {
  connectionsPerAddress: number;
  connectionsTotal: number;
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  keepAliveTimeoutMs: number;
  sendTimeoutMs: number;
  slowReadersPerAddress: number;
  slowReadersTotal: number;
};

/** Express's compiled `trust proxy` setting: (address, hop) → trusted. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * The HTTP server with the deadlines and connection caps of docs/product.md#connection-limits.
 * Connections past a cap, and those of an address penalised for its refusals, are destroyed at
 * once, before a parser or request object is made for them, so sockets held open cannot grow the
 * heap past what the caps allow and a reconnect storm costs an accept and a close per attempt.
 */
export function createHttpServer(
  handler: http.RequestListener,
  limits: HttpServerLimits,
  trustProxy: TrustProxy,
  refusals: Refusals,
  admission: Pick<FairAdmission, 'connectionAccepted'>,
): http.Server {
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      // A backstop for the body deadlines of server/http/body-limits.ts, which answer in Turkish
      // first: node's own answer is a bare 408.
      requestTimeout: limits.headersTimeoutMs + limits.bodyTimeoutMs + 5_000,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // Node looks for expired header and request deadlines this often (30 s by default).
      connectionsCheckingInterval: 1_000,
    },
    handler,
  );
  // Past the process's open-file limit, accept() fails and the server would stop with EMFILE:
  // the cap stays below it (`LimitNOFILE=` in the systemd unit raises it).
  server.maxConnections = Math.min(limits.connectionsTotal, openFileLimit() - RESERVED_FDS);
  // Many visitors arrive through one proxy; the visitor's own address is capped per request
  // further in (live streams, form limits), where X-Forwarded-For has been read.
  const connections = new OpenCounts();
  server.on('connection', (socket: Socket) => {
    // Every accept tells the renderer's turns that connections may be waiting behind this one.
    admission.connectionAccepted();
    const address = socket.remoteAddress;
    if (address === undefined || trustProxy(address, 0)) return;
    if (refusals.isPenalised(address)) {
      refusals.note('penalised-address', address);
      socket.destroy();
      return;
    }
    if (connections.of(address) >= limits.connectionsPerAddress) {
      refusals.note('connections-per-address', address);
      socket.destroy();
      return;
    }
    socket.once('close', connections.open(address));
  });
  watchSlowReaders(
    server,
    {
      sendTimeoutMs: limits.sendTimeoutMs,
      perAddress: limits.slowReadersPerAddress,
      total: limits.slowReadersTotal,
    },
    trustProxy,
    refusals,
  );
  // Past maxConnections node closes the connection itself; counted for the summary.
  server.on('drop', (data?: DropArgument) =>
    refusals.note('connections-total', data?.remoteAddress),
  );
  return server;
}

/** The soft limit on open files (Linux; elsewhere no limit is known). */
export function openFileLimit(): number {
  try {
    const limits = readFileSync('/proc/self/limits', 'utf8');
    const soft = /^Max open files\s+(\d+)/m.exec(limits)?.[1];
    return soft ? Number(soft) : Infinity;
  } catch {
    return Infinity;
  }
}
