// `npm run stress`: the attacks of issue 25 against the production server, on this machine only.
// Starts the server as `npm start` does (same heap limits, its own temporary data folder and
// SQLite database) on a free port of 127.0.0.1, holds thousands of connections open against it
// (live-update streams, slow form bodies, slow headers; from one address, then from 100), and
// tries to lock the coach out with wrong passwords from many addresses. Prints, per attack: the
// connections held, the answers by status, the p99 of a cached page during the attack, the
// server's peak memory, whether it stayed up, and whether the coach could still sign in.
// Bounded: at most 10 000 connections per attack and about three minutes in all.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const usage = `Kullanım: npm run build && npm run stress [-- --connections 10000 --hold 12]
  --connections  saldırı başına açık tutulan bağlantı (1–10000, varsayılan 10000)
  --hold         her saldırının süresi, saniye (3–20, varsayılan 12)
  --host         yalnızca 127.0.0.1 (başka bir hedefe saldırı yapılmaz)
Sunucuyu derlemez: önce npm run build. Kaynak adresleri 127.1.0.1–127.4.0.1 (Linux'ta 127.0.0.0/8'in tamamı loopback'tir).`;

function fail(message, code = 2) {
  console.error(message);
  process.exit(code);
}

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      host: { type: 'string', default: '127.0.0.1' },
      connections: { type: 'string', default: '10000' },
      hold: { type: 'string', default: '12' },
    },
  }));
} catch (error) {
  fail(`${error instanceof Error ? error.message : error}\n\n${usage}`);
}
// The attack is for this machine's own server: never another host, even a local name.
if (options.host !== '127.0.0.1') {
  fail(`Yalnızca 127.0.0.1 hedeflenebilir (verilen: ${options.host}).\n\n${usage}`);
}
const HOST = '127.0.0.1';
const CONNECTIONS = Number(options.connections);
const HOLD_S = Number(options.hold);
if (!Number.isInteger(CONNECTIONS) || CONNECTIONS < 1 || CONNECTIONS > 10_000) {
  fail(`--connections 1 ile 10000 arasında olmalı.\n\n${usage}`);
}
if (!Number.isFinite(HOLD_S) || HOLD_S < 3 || HOLD_S > 20) {
  fail(`--hold 3 ile 20 saniye arasında olmalı.\n\n${usage}`);
}
if (!existsSync('build/server/index.js') || !existsSync('build/main/main.js')) {
  fail('Üretim derlemesi yok: önce npm run build.');
}

// Each held connection is a file descriptor here and one in the server. Raise the soft limit to
// the hard one for both (the server inherits it) by running again under `ulimit -n`.
const needed = CONNECTIONS + 1_000;
const [softFds, hardFds] = openFileLimits();
if (softFds < needed && hardFds > softFds && !process.env.STRESS_FDS_RAISED) {
  const again = spawnSync(
    'sh',
    ['-c', `ulimit -n ${hardFds} && exec "$0" "$@"`, process.execPath, ...process.argv.slice(1)],
    { stdio: 'inherit', env: { ...process.env, STRESS_FDS_RAISED: '1' } },
  );
  process.exit(again.status ?? 1);
}
const fdsNote =
  softFds < needed
    ? `UYARI: açık dosya sınırı ${softFds} (< ${needed}); bağlantıların bir kısmı istemcide açılamayabilir`
    : `açık dosya sınırı ${softFds}`;

const COACH = { email: 'koc@stres.example', password: 'dogru-sifre-cok-gizli-42' };
const dataDir = mkdtempSync(path.join(tmpdir(), 'koc-stress-'));
const port = await freePort();
const origin = `http://${HOST}:${port}`;
const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOST,
  PORT: String(port),
  PUBLIC_URL: origin,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  // The attackers (127.1.x.x, 127.3.x.x) stand for visitors on the internet and 127.0.0.1 for a
  // proxy on the same machine. With the default, every loopback address would be a trusted proxy,
  // which no visitor from outside can be.
  TRUSTED_PROXIES: '127.0.0.1',
  // As `npm start` sets it: fewer malloc arenas for sharp's threads.
  MALLOC_ARENA_MAX: '2',
};

const created = spawnSync(
  process.execPath,
  ['scripts/admin.mjs', 'create', '--email', COACH.email, '--password', COACH.password],
  { env: { ...serverEnv, LOG_LEVEL: 'warn' }, encoding: 'utf8' },
);
if (created.status !== 0) fail(`Koç hesabı oluşturulamadı: ${created.stderr}`, 1);

// The flags of `npm start` (package.json), plus --trace-gc: V8's own line per collection gives
// the heap in use without the server exposing anything.
const server = spawn(
  process.execPath,
  ['--max-old-space-size=128', '--max-semi-space-size=8', '--trace-gc', 'scripts/start.mjs'],
  { env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] },
);
let exited = null;
server.on('exit', (code, signal) => (exited = { code, signal }));
let peakHeapMb = 0;
let peakLiveHeapMb = 0;
let stderrTail = '';
let stdoutRest = '';
server.stdout.setEncoding('utf8').on('data', (text) => {
  const lines = (stdoutRest + text).split('\n');
  stdoutRest = lines.pop() ?? '';
  for (const line of lines) {
    // "Mark-Compact 61.2 (70.4) -> 40.3 (68.1) MB": the heap in use before the collection.
    const gc = /(Scavenge|Mark-Compact)[^\d]*([\d.]+) \([\d.]+\) -> ([\d.]+) /.exec(line);
    if (!gc) continue;
    peakHeapMb = Math.max(peakHeapMb, Number(gc[2]));
    // After a full collection: what is still reachable, the garbage of the moment gone.
    if (gc[1] === 'Mark-Compact') peakLiveHeapMb = Math.max(peakLiveHeapMb, Number(gc[3]));
  }
});
server.stderr.setEncoding('utf8').on('data', (text) => {
  stderrTail = (stderrTail + text).slice(-2000);
});
const memory = { peakRssKb: 0 };
const sampler = setInterval(() => {
  const rss = statusField('VmRSS');
  if (rss) memory.peakRssKb = Math.max(memory.peakRssKb, rss);
}, 200);

const cleanUp = () => {
  clearInterval(sampler);
  if (exited === null) server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

try {
  await waitReady();
  // The page under test is the cached home page: fetched once, stored for the next minute.
  await probeOnce('127.0.0.1');
  const base = { rssMb: mb(statusField('VmRSS')), heapMb: peakHeapMb };
  console.log(
    `Sunucu: ${origin}, pid ${server.pid}, node ${process.version}, ${fdsNote}; ` +
      `başlangıçta RSS ${base.rssMb} MB`,
  );
  console.log(
    `Saldırı başına ${CONNECTIONS} bağlantı, ${HOLD_S} s; TRUSTED_PROXIES=127.0.0.1, ` +
      'öteki sınırlar varsayılan değerlerinde\n',
  );

  const results = [];
  let nextAddress = 0;
  for (const kind of ['sse', 'body', 'headers']) {
    for (const spread of [1, 100]) {
      if (exited !== null) break;
      // Fresh source addresses for every attack: the client's ports of the previous one are
      // still in TIME_WAIT.
      const addresses = Array.from({ length: spread }, () => {
        const n = nextAddress++;
        return `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
      });
      results.push(await attack(kind, addresses));
    }
  }
  const coach = exited === null ? await lockOut() : null;

  console.log(
    '\n| Saldırı | Adres | Açılan | Tutulan (son) | Yanıtlar | Sayfa p99 (ms) | Sayfa hatası | RSS tepe (MB) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    console.log(
      `| ${r.kind} | ${r.spread} | ${r.opened} | ${r.held} | ${r.answers} | ${r.p99} | ${r.probeFailures}/${r.probes} | ${r.rssMb} |`,
    );
  }
  console.log('');
  console.log(
    `Sunucu ayakta kaldı: ${exited === null ? 'evet' : `hayır (${JSON.stringify(exited)})`}`,
  );
  console.log(
    `Tepe bellek: RSS ${mb(memory.peakRssKb)} MB (VmHWM ${mb(statusField('VmHWM'))} MB), ` +
      `yığın (heap) en çok ${peakHeapMb.toFixed(1)} MB kullanıldı, tam toplamadan sonra en çok ` +
      `${peakLiveHeapMb.toFixed(1)} MB canlı kaldı (eski alan sınırı 128 MB)`,
  );
  if (coach) {
    console.log(
      `Kilitleme: ${coach.attempts} yanlış şifre, ${coach.addresses} adresten (yanıtlar: ${coach.answers}); ` +
        `koç yeni bir adresten doğru şifreyle giriş yapabildi: ${coach.signedIn ? 'evet' : 'hayır'} (HTTP ${coach.status})`,
    );
  }
  if (exited !== null) console.log(`Sunucunun son hata çıktısı:\n${stderrTail}`);
  process.exitCode = exited === null ? 0 : 1;
} finally {
  cleanUp();
}

/** One attack: `CONNECTIONS` sockets spread over `addresses`, held for HOLD_S while probing. */
async function attack(kind, addresses) {
  const started = Date.now();
  memory.peakRssKb = 0;
  const sockets = [];
  const statuses = new Map();
  const count = (key) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  let opened = 0;
  let ending = false;
  const probing = probeLoop();
  for (let i = 0; i < CONNECTIONS; i++) {
    const socket = net.connect({ host: HOST, port, localAddress: addresses[i % addresses.length] });
    let answered = false;
    let trickle;
    socket.on('connect', () => {
      opened += 1;
      socket.write(opening(kind));
      // Half the slow bodies send a byte every 2 s (under the silence deadline), half go silent.
      if (kind === 'body' && i % 2 === 0) {
        trickle = setInterval(() => socket.write('a'), 2_000);
      }
    });
    socket.on('data', (chunk) => {
      if (answered) return;
      answered = true;
      const status = /^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'));
      count(status ? status[1] : 'başka');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(trickle);
      if (!answered && !ending)
        count(socket.connecting || !socket.bytesWritten ? 'bağlanamadı' : 'yanıtsız kapandı');
    });
    sockets.push(socket);
    // Paced a little, so that the listen backlog keeps up.
    if (i % 250 === 249) await sleep(20);
  }
  const endAt = started + HOLD_S * 1000;
  await sleep(Math.max(0, endAt - Date.now()));
  const held = sockets.filter((socket) => !socket.destroyed && !socket.connecting).length;
  const probe = await probing.stop();
  const rssMb = mb(memory.peakRssKb);
  ending = true;
  for (const socket of sockets) socket.destroy();
  await sleep(1_500);
  const answers = [...statuses]
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  const label = { sse: 'canlı akış', body: 'yavaş gövde', headers: 'yavaş başlık' }[kind];
  const result = {
    kind: label,
    spread: addresses.length,
    opened,
    held,
    answers: answers || '—',
    p99: probe.p99,
    probes: probe.count,
    probeFailures: probe.failures,
    rssMb,
  };
  console.log(
    `${label}, ${addresses.length} adres: açılan ${opened}, tutulan ${held}, yanıtlar {${result.answers}}, ` +
      `sayfa p99 ${probe.p99} ms (${probe.count} istek, ${probe.failures} hata), RSS tepe ${rssMb} MB` +
      (exited === null ? '' : ' — SUNUCU DÜŞTÜ'),
  );
  return result;
}

function opening(kind) {
  const host = `Host: ${HOST}:${port}\r\n`;
  if (kind === 'sse')
    return `GET /canli/hikayeler HTTP/1.1\r\n${host}Accept: text/event-stream\r\n\r\n`;
  if (kind === 'headers') return `GET / HTTP/1.1\r\n${host}User-Agent: yavas`;
  // The sign-in form reads its body before anything else: each post waits in the action.
  return (
    `POST /yonetim/giris HTTP/1.1\r\n${host}Origin: ${origin}\r\n` +
    'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 4000\r\n\r\nemail='
  );
}

/** The cached home page, fetched over and over from an address of its own, until stopped. */
function probeLoop() {
  const times = [];
  let failures = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const begun = performance.now();
      const ok = await probeOnce('127.2.0.1').then(
        () => true,
        () => false,
      );
      times.push(performance.now() - begun);
      if (!ok) failures += 1;
      await sleep(25);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      times.sort((a, b) => a - b);
      const p99 = times.length
        ? times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)]
        : NaN;
      return { count: times.length, failures, p99: Math.round(p99) };
    },
  };
}

/** GET / on a new connection, whole body read; rejects on an error, a non-200 or after 5 s. */
function probeOnce(localAddress) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: HOST, port, path: '/', localAddress, agent: false, timeout: 5_000 },
      (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 200 ? resolve() : reject(new Error(String(response.statusCode))),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
}

/**
 * Point 2 of issue 25: wrong passwords for the coach's account from 50 addresses, then the right
 * one from an address that never failed.
 */
async function lockOut() {
  const statuses = new Map();
  const attackers = Array.from({ length: 50 }, (_, i) => `127.3.0.${i + 1}`);
  let attempts = 0;
  for (let round = 0; round < 4; round++) {
    await Promise.all(
      attackers.map(async (address) => {
        const { status } = await signIn(address, 'yanlis-sifre-' + round);
        attempts += 1;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }),
    );
  }
  const { status, cookie } = await signIn('127.4.0.1', COACH.password);
  return {
    attempts,
    addresses: attackers.length,
    answers: [...statuses].map(([s, n]) => `${s}: ${n}`).join(', '),
    signedIn: (status === 302 || status === 303) && cookie !== '',
    status,
  };
}

function signIn(localAddress, password) {
  const body = new URLSearchParams({
    email: COACH.email,
    password,
    redirectTo: '/yonetim',
  }).toString();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: HOST,
        port,
        path: '/yonetim/giris',
        method: 'POST',
        localAddress,
        agent: false,
        timeout: 30_000,
        headers: {
          Origin: origin,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            cookie: String(response.headers['set-cookie'] ?? ''),
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ status: 'hata', cookie: '' }));
    request.end(body);
  });
}

async function waitReady() {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`Sunucu başlamadı:\n${stderrTail}`);
    const ok = await new Promise((resolve) => {
      http
        .get({ host: HOST, port, path: '/readyz', agent: false }, (response) => {
          response.resume();
          resolve(response.statusCode === 200);
        })
        .on('error', () => resolve(false));
    });
    if (ok) return;
    await sleep(200);
  }
  throw new Error('Sunucu 30 s içinde hazır olmadı.');
}

function statusField(name) {
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

function openFileLimits() {
  try {
    const match = /^Max open files\s+(\d+|unlimited)\s+(\d+|unlimited)/m.exec(
      readFileSync('/proc/self/limits', 'utf8'),
    );
    const value = (text) => (text === 'unlimited' ? Infinity : Number(text));
    return match ? [value(match[1]), value(match[2])] : [Infinity, Infinity];
  } catch {
    return [Infinity, Infinity];
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

function mb(kb) {
  return Math.round(kb / 1024);
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
