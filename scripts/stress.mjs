// `npm run stress`: the attacks of issues 25 and 37 against the production server, on this machine
// only. For each attack, from one source address and then from 100, it starts the server as
// `npm start` does (same heap limits, a fresh temporary data folder and SQLite database) on a free
// port of 127.0.0.1 and runs the attack `--runs` times; a server that dies is reported and a fresh
// one takes the next run. The attacks:
//   idle                 none: the probes alone, what the machine gives the server meanwhile
//   sse, body, headers   connections held open: live-update streams, slow bodies to the sign-in
//                        form, slow headers (issue 25)
//   sse-reconnect        live-update streams, each refused or closed one reopened at once
//   refused-reconnect    requests refused with 429/503 reopened at once: slow bodies past the caps
//                        and complete posts past the newsletter form's rate limit
//   form-body            slow bodies to the public newsletter form (/bulten)
//   stash                ~1 MB posts with no session to the post editor as fast as they go, and
//                        from half-time on multipart bodies of ~7.6 MB trickled a byte at a time
//   slow-read            clients asking for a large public file and never reading the answer
//   lockout              wrong passwords, one from each of up to 450 fresh addresses in at most
//                        60 s, with the coach's own sign-in from a clean address during it
// Meanwhile a worker thread (its own event loop, so the attack's sockets do not delay it) fetches
// a cached page, /healthz and an uncached rendered post. Printed per run, and summed up per attack
// (median and worst of the runs): the p99 of each, the server's CPU (as % of one core), its peak
// memory, the growth of its data folder, the answers by status, whether it stayed up.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once, setMaxListeners } from 'node:events';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

import Database from 'better-sqlite3';

const HOST = '127.0.0.1';
const COACH = { email: 'koc@stres.example', password: 'dogru-sifre-cok-gizli-42' };
/** A probe that takes longer counts as a failure, at this time. */
const PROBE_TIMEOUT_MS = 10_000;
const SETTLE_MS = 1_500;
const SLOW_READERS = 2_000;
const RECONNECTING = 2_000;
const LOCKOUT_GUESSES = 450;
const LOCKOUT_MAX_MS = 60_000;
const TARGET_P99_MS = 500;
const TARGET_DISK_MB = 1;

/** The post editor's text fields, as app/schemas/post-fields.ts names them. */
const POST_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'category',
  'newCategory',
  'author',
  'coverImage',
  'coverAlt',
  'body',
  'seoTitle',
  'seoDescription',
  'publishAt',
  'bodyImageAlt',
  'version',
];

const ATTACKS = [
  // The probes alone: what the machine gives the server while nothing attacks it.
  { id: 'idle', label: 'saldırı yok (karşılaştırma)', start: idle, spreads: [0] },
  { id: 'sse', label: 'canlı akış, tutulan', start: (run) => holdConnections(run, 'sse') },
  { id: 'sse-reconnect', label: 'canlı akış, yeniden açılan', start: reconnectingStreams },
  { id: 'body', label: 'yavaş gövde, giriş formu', start: (run) => holdConnections(run, 'login') },
  { id: 'form-body', label: 'yavaş gövde, /bulten', start: (run) => holdConnections(run, 'form') },
  { id: 'refused-reconnect', label: 'reddedilen istek, yeniden', start: reconnectingRefusals },
  { id: 'headers', label: 'yavaş başlık', start: (run) => holdConnections(run, 'headers') },
  { id: 'stash', label: 'emanet seli (oturumsuz)', start: stashFlood },
  { id: 'slow-read', label: 'yavaş okuyucu', start: slowReaders, largeFile: true },
  {
    id: 'lockout',
    label: 'dağıtık şifre denemesi',
    start: lockOut,
    spreads: [LOCKOUT_GUESSES],
    ownLimitMs: LOCKOUT_MAX_MS,
  },
];

async function main() {
  const ids = ATTACKS.map((attack) => attack.id).join(',');
  const usage = `Kullanım: npm run build && npm run stress [-- --attacks stash,sse-reconnect --runs 3 --connections 10000 --hold 10]
  --attacks      virgülle ayrılmış saldırılar (varsayılan hepsi: ${ids})
  --runs         her saldırının kaç kez çalıştırılacağı (1–5, varsayılan 3)
  --connections  tutulan bağlantı sayısı (1–10000, varsayılan 10000; yeniden açılan ve yavaş
                 okuyan saldırılarda en çok ${RECONNECTING})
  --hold         her çalıştırmanın süresi, saniye (3–60, varsayılan 10; şifre denemesi en çok
                 ${LOCKOUT_GUESSES} deneme ve ${LOCKOUT_MAX_MS / 1000} s sürer)
  --spread       yalnızca bu kadar kaynak adresli biçimler (1 ya da 100; varsayılan ikisi de)
  --profile      sunucunun CPU profillerini bu klasöre yazar (node --cpu-prof; her sunucu bir
                 .cpuprofile dosyası, Chrome DevTools'ta açılır): CPU'nun nereye gittiği
  --host         yalnızca 127.0.0.1 (başka bir hedefe saldırı yapılmaz)
Sunucuyu derlemez: önce npm run build. Kaynak adresleri 127.1.x.x–127.4.x.x (Linux'ta 127.0.0.0/8'in tamamı loopback'tir).`;

  let options;
  try {
    ({ values: options } = parseArgs({
      options: {
        host: { type: 'string', default: HOST },
        attacks: { type: 'string', default: ids },
        runs: { type: 'string', default: '3' },
        connections: { type: 'string', default: '10000' },
        hold: { type: 'string', default: '10' },
        spread: { type: 'string' },
        profile: { type: 'string' },
      },
    }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : error}\n\n${usage}`);
  }
  // The attack is for this machine's own server: never another host, even a local name.
  if (options.host !== HOST) {
    fail(`Yalnızca ${HOST} hedeflenebilir (verilen: ${options.host}).\n\n${usage}`);
  }
  const settings = {
    runs: Number(options.runs),
    connections: Number(options.connections),
    holdMs: Number(options.hold) * 1000,
    spread: options.spread === undefined ? null : Number(options.spread),
    profileDir: options.profile === undefined ? null : path.resolve(options.profile),
  };
  if (!Number.isInteger(settings.runs) || settings.runs < 1 || settings.runs > 5) {
    fail(`--runs 1 ile 5 arasında olmalı.\n\n${usage}`);
  }
  if (
    !Number.isInteger(settings.connections) ||
    settings.connections < 1 ||
    settings.connections > 10_000
  ) {
    fail(`--connections 1 ile 10000 arasında olmalı.\n\n${usage}`);
  }
  if (!Number.isFinite(settings.holdMs) || settings.holdMs < 3_000 || settings.holdMs > 60_000) {
    fail(`--hold 3 ile 60 saniye arasında olmalı.\n\n${usage}`);
  }
  if (settings.spread !== null && settings.spread !== 1 && settings.spread !== 100) {
    fail(`--spread 1 ya da 100 olmalı.\n\n${usage}`);
  }
  const wanted = options.attacks.split(',').map((id) => id.trim());
  const unknown = wanted.filter((id) => !ATTACKS.some((attack) => attack.id === id));
  if (unknown.length > 0) fail(`Bilinmeyen saldırı: ${unknown.join(', ')}.\n\n${usage}`);
  const attacks = ATTACKS.filter((attack) => wanted.includes(attack.id));
  if (!existsSync('build/server/index.js') || !existsSync('build/main/main.js')) {
    fail('Üretim derlemesi yok: önce npm run build.');
  }

  // Each connection is a file descriptor here and one in the server. Raise the soft limit to the
  // hard one for both (the server inherits it) by running again under `ulimit -n`.
  const needed = settings.connections + 1_000;
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

  const began = Date.now();
  const variants = attacks.flatMap((attack) =>
    // The baseline and the password storm have their own spreads; --spread picks among the rest.
    (attack.spreads ?? (settings.spread === null ? [1, 100] : [settings.spread])).map((spread) => ({
      attack,
      spread,
    })),
  );
  // A server's start, and per run the attack, the settling and the measurements.
  const estimateS = variants.reduce(
    (sum, { attack }) =>
      sum + 5 + settings.runs * ((attack.ownLimitMs ?? settings.holdMs) / 1000 + 3),
    0,
  );
  console.log(`Başlangıç: ${new Date(began).toISOString()}; ${machine()}`);
  console.log(
    `node ${process.version}, ${fdsNote}; ${variants.length} saldırı × ${settings.runs} çalıştırma, ` +
      `${settings.holdMs / 1000} s, en çok ${settings.connections} bağlantı; en çok yaklaşık ` +
      `${Math.ceil(estimateS / 60)} dk. TRUSTED_PROXIES=127.0.0.1, öteki sınırlar varsayılan değerlerinde.`,
  );

  if (settings.profileDir) mkdirSync(settings.profileDir, { recursive: true });
  const servers = new Servers(settings.profileDir);
  process.on('SIGINT', () => {
    servers.stopNow();
    process.exit(130);
  });
  const addresses = new Addresses();
  const summaries = [];
  let probeTargets;
  let failed = 0;
  try {
    for (const { attack, spread } of variants) {
      const runs = [];
      await servers.fresh(attack);
      probeTargets ??= await findProbeTargets(servers.current);
      for (let n = 1; n <= settings.runs; n++) {
        if (servers.current.exited !== null) await servers.fresh(attack);
        const result = await runOnce(attack, spread, servers.current, {
          settings,
          probeTargets,
          addresses: addresses.take('127.1', spread),
          coachAddress: addresses.take('127.4', 1)[0],
        });
        runs.push(result);
        if (!result.stayedUp) failed += 1;
        console.log(runLine(attack, spread, n, settings.runs, result, probeTargets));
      }
      summaries.push({ attack, spread, runs });
    }
  } catch (error) {
    // A server that does not start (or a broken build) ends the whole run; what was measured
    // before is still summed up below.
    console.error(`\nDurdu: ${error instanceof Error ? error.message : error}`);
    failed += 1;
  } finally {
    await servers.stop();
  }

  if (summaries.length > 0) {
    console.log(`\n${summaryTable(summaries, probeTargets)}\n`);
    console.log(legend(probeTargets));
  }
  const took = Math.round((Date.now() - began) / 1000);
  console.log(
    `\nBitiş: ${new Date().toISOString()}; toplam süre ${Math.floor(took / 60)} dk ${took % 60} s; ${machine()}`,
  );
  process.exitCode = failed > 0 ? 1 : 0;
}

/** One run of an attack against a running server, with the probes and the measurements. */
async function runOnce(
  attack,
  spread,
  server,
  { settings, probeTargets, addresses, coachAddress },
) {
  const statuses = new Map();
  const run = {
    server,
    settings,
    addresses,
    coachAddress,
    stopped: false,
    abort: new AbortController(),
    count(status) {
      if (!run.stopped) statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1);
    },
  };
  // Every request of the attack listens to it.
  setMaxListeners(Infinity, run.abort.signal);
  const diskBefore = diskUsage(server.dataDir);
  server.resetPeaks();
  const ticksBefore = server.ticks;
  const started = performance.now();
  const probes = startProbes(server, probeTargets);
  const attackRun = attack.start(run);
  const limitMs = attack.ownLimitMs ?? settings.holdMs;
  let timer;
  await Promise.race([
    new Promise((resolve) => (timer = setTimeout(resolve, limitMs))),
    server.exit,
    attackRun.done ?? new Promise(() => {}),
  ]);
  clearTimeout(timer);
  server.sample();
  const seconds = (performance.now() - started) / 1000;
  const cpu = ((server.ticks - ticksBefore) / clockTicks() / seconds) * 100;
  const peakRssMb = mb(server.peakRssKb);
  const peakHeapMb = server.peakHeapMb;
  run.stopped = true;
  run.abort.abort();
  const probe = await probes.stop();
  const outcome = await attackRun.stop();
  await sleep(SETTLE_MS);
  return {
    seconds,
    cpu,
    peakRssMb,
    peakHeapMb,
    probe,
    outcome,
    answers: answersText(statuses),
    disk: [diskBefore, diskUsage(server.dataDir)],
    stayedUp: server.exited === null,
    crash: server.exited === null ? null : server.crashText(),
  };
}

// ---------------------------------------------------------------------------------------------
// The attacks. Each starts at once and returns { stop() → { opened, held, note? }, done? };
// `run.stopped` turns true before stop() is called.

/** Closes an attack's sockets; gives how many the server still held open. */
function closeAll(sockets) {
  const held = sockets.filter((socket) => !socket.destroyed && !socket.connecting).length;
  for (const socket of sockets) socket.destroy();
  return held;
}

function idle() {
  return { stop: async () => ({ opened: 0, held: 0 }) };
}

/** `connections` sockets spread over the addresses, each held open once it has said its part. */
function holdConnections(run, kind) {
  const { server, addresses } = run;
  const sockets = [];
  let opened = 0;
  const opening = {
    sse: () => streamOpening(server),
    headers: () => `GET / HTTP/1.1\r\n${hostHeader(server)}User-Agent: yavas`,
    // The sign-in form reads its body before anything else: each post waits in the action.
    login: () => slowBodyOpening(server, '/yonetim/giris'),
    form: () => slowBodyOpening(server, '/bulten'),
  }[kind]();
  const trickles = kind === 'login' || kind === 'form';
  const loop = (async () => {
    for (let i = 0; i < run.settings.connections && !run.stopped; i++) {
      const socket = net.connect({
        host: HOST,
        port: server.port,
        localAddress: addresses[i % addresses.length],
      });
      let trickle;
      socket.on('connect', () => {
        opened += 1;
        socket.write(opening);
        // Half the slow bodies send a byte every 2 s (under the silence deadline), half go silent.
        if (trickles && i % 2 === 0) trickle = setInterval(() => socket.write('a'), 2_000);
      });
      countFirstAnswer(run, socket, () => clearInterval(trickle));
      sockets.push(socket);
      // Paced a little, so that the listen backlog keeps up.
      if (i % 250 === 249) await sleep(20);
    }
  })();
  return {
    async stop() {
      await loop;
      const held = closeAll(sockets);
      return { opened, held };
    },
  };
}

/** Live-update streams: every one refused (429/503) or closed is opened again at once. */
function reconnectingStreams(run) {
  const { server } = run;
  const opening = streamOpening(server);
  return reopening(run, Math.min(RECONNECTING, run.settings.connections), () => opening);
}

/**
 * Requests that are refused, each opened again as soon as it is answered: half are slow bodies
 * to /bulten (past the caps on bodies in progress, 429/503 at once; within them, cut after the
 * silence deadline), half complete posts to /bulten with a wrong address (400, then past the
 * form's rate limit 429).
 */
function reconnectingRefusals(run) {
  const { server } = run;
  const wrong = 'email=gecersiz';
  const complete =
    `POST /bulten HTTP/1.1\r\n${hostHeader(server)}Origin: ${server.origin}\r\n` +
    'Content-Type: application/x-www-form-urlencoded\r\n' +
    `Content-Length: ${wrong.length}\r\n\r\n${wrong}`;
  const slow = slowBodyOpening(server, '/bulten');
  return reopening(run, Math.min(RECONNECTING, run.settings.connections), (i) =>
    i % 2 === 0 ? slow : complete,
  );
}

/**
 * `loops` connections, each opened again as soon as it is answered with anything but 200 or
 * closed; a 200 (a stream) is held until the server closes it.
 */
function reopening(run, loops, request) {
  const { server, addresses } = run;
  const live = new Set();
  const started = performance.now();
  let opened = 0;
  const open = (i) => {
    if (run.stopped) return;
    const socket = net.connect({
      host: HOST,
      port: server.port,
      localAddress: addresses[i % addresses.length],
    });
    live.add(socket);
    let connected = false;
    socket.on('connect', () => {
      connected = true;
      opened += 1;
      socket.write(request(i));
    });
    countFirstAnswer(
      run,
      socket,
      () => {
        live.delete(socket);
        if (run.stopped) return;
        // A connection the client could not make (its ports in TIME_WAIT, the server gone) is
        // retried a little later, not in a tight loop.
        if (connected) setImmediate(open, i);
        else setTimeout(open, 10, i);
      },
      (status) => status !== '200' && socket.destroy(),
    );
  };
  const loop = (async () => {
    for (let i = 0; i < loops && !run.stopped; i++) {
      open(i);
      if (i % 250 === 249) await sleep(20);
    }
  })();
  return {
    async stop() {
      await loop;
      const seconds = (performance.now() - started) / 1000;
      const held = [...live].filter((socket) => !socket.connecting).length;
      for (const socket of live) socket.destroy();
      return { opened, held, note: `saniyede ${Math.round(opened / seconds)} açıldı` };
    },
  };
}

/**
 * Point 1 of issue 37: posts to the post editor with no session, only the site's Origin. Urlencoded
 * bodies of ~1 MB (ten of the editor's fields of 100 000 characters each, which is what the stash
 * keeps of them) from a few workers as fast as they are answered; from half-time on, multipart
 * bodies of 38 fields of 200 000 bytes sent at once and then a 39th trickled a byte every 2 s,
 * which the editor reads whole before it knows there is no session.
 */
function stashFlood(run) {
  const { server, addresses } = run;
  const workers = addresses.length === 1 ? 4 : 16;
  // One address may have 10 bodies in progress (BODIES_PER_ADDRESS): 4 + 6 fill them.
  const trickled = addresses.length === 1 ? 6 : addresses.length;
  let posted = 0;
  let next = 0;
  const flood = Array.from({ length: workers }, async () => {
    while (!run.stopped) {
      const { status } = await request(server.port, {
        method: 'POST',
        path: '/yonetim/yazilar/yeni',
        localAddress: addresses[next++ % addresses.length],
        headers: { Origin: server.origin, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: stashForm(),
        signal: run.abort.signal,
      });
      if (run.stopped) break;
      posted += 1;
      run.count(status);
      if (typeof status !== 'number') await sleep(50);
    }
  });
  const sockets = [];
  let opened = 0;
  const later = setTimeout(() => {
    const { bulk, boundary, pending } = trickledMultipart();
    for (let i = 0; i < trickled && !run.stopped; i++) {
      const socket = net.connect({
        host: HOST,
        port: server.port,
        localAddress: addresses[i % addresses.length],
      });
      let trickle;
      socket.on('connect', () => {
        opened += 1;
        socket.write(
          `POST /yonetim/yazilar/yeni HTTP/1.1\r\n${hostHeader(server)}Origin: ${server.origin}\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
            `Content-Length: ${bulk.length + pending}\r\n\r\n`,
        );
        socket.write(bulk);
        trickle = setInterval(() => socket.write('a'), 2_000);
      });
      countFirstAnswer(run, socket, () => clearInterval(trickle));
      sockets.push(socket);
    }
  }, run.settings.holdMs / 2);
  return {
    async stop() {
      clearTimeout(later);
      await Promise.all(flood);
      const held = closeAll(sockets);
      return {
        opened: posted + opened,
        held,
        note: `${posted} gönderi ~1 MB, ${opened} yavaş multipart ~7,6 MB`,
      };
    },
  };
}

/** Clients that ask for a large public file and never read the answer past its first bytes. */
function slowReaders(run) {
  const { server, addresses } = run;
  const sockets = [];
  let opened = 0;
  const loop = (async () => {
    for (let i = 0; i < Math.min(SLOW_READERS, run.settings.connections) && !run.stopped; i++) {
      const socket = net.connect({
        host: HOST,
        port: server.port,
        localAddress: addresses[i % addresses.length],
      });
      socket.on('connect', () => {
        opened += 1;
        socket.write(`GET ${server.largeFile.path} HTTP/1.1\r\n${hostHeader(server)}\r\n`);
      });
      // The status line is read; then the socket stops reading, and the answer waits in the
      // server (and in the kernel's buffers).
      countFirstAnswer(
        run,
        socket,
        () => {},
        () => socket.pause(),
      );
      sockets.push(socket);
      if (i % 250 === 249) await sleep(20);
    }
  })();
  return {
    async stop() {
      await loop;
      const held = closeAll(sockets);
      return { opened, held, note: `${server.largeFile.path}, ${server.largeFile.kb} KB` };
    },
  };
}

/**
 * Wrong passwords for the coach's account, one from each fresh address, ten at a time, until all
 * are sent or LOCKOUT_MAX_MS is over; when two thirds of either are past, the coach signs in with
 * her own password from her own browser (the device cookie of an earlier sign-in, as a browser
 * she uses keeps it), and how long that took is the figure.
 */
function lockOut(run) {
  const { server, addresses } = run;
  let sent = 0;
  let coach;
  // Her browser signed in before the storm: it holds the account's device cookie.
  const device = signIn(server, run.coachAddress, COACH.password).then(({ headers }) =>
    [headers['set-cookie'] ?? []]
      .flat()
      .filter((cookie) => cookie.startsWith('yonetim_cihaz='))
      .map((cookie) => cookie.split(';')[0])
      .join('; '),
  );
  const coachSignIn = async () => {
    const cookie = await device;
    const { status, ms, headers } = await signIn(server, run.coachAddress, COACH.password, {
      cookie,
    });
    coach = { status, ms, signedIn: (status === 302 || status === 303) && !!headers['set-cookie'] };
  };
  let coachRun;
  const coachLater = setTimeout(() => (coachRun ??= coachSignIn()), (LOCKOUT_MAX_MS * 2) / 3);
  const guesses = Array.from({ length: 10 }, async () => {
    await device;
    while (!run.stopped && sent < addresses.length) {
      const address = addresses[sent++];
      if (sent >= (addresses.length * 2) / 3) coachRun ??= coachSignIn();
      const { status } = await signIn(server, address, `yanlis-sifre-${sent}`, {
        signal: run.abort.signal,
      });
      run.count(status);
    }
  });
  const done = Promise.all(guesses).then(() => coachRun);
  return {
    done,
    async stop() {
      clearTimeout(coachLater);
      await Promise.all(guesses);
      await coachRun;
      const coachText = coach
        ? `koçun kendi tarayıcısından girişi ${Math.round(coach.ms)} ms (HTTP ${coach.status}, oturum açıldı: ${coach.signedIn ? 'evet' : 'hayır'})`
        : 'koç giriş yapmayı denemedi (saldırı erken bitti)';
      return {
        opened: sent,
        held: 0,
        note: `${sent} yanlış şifre, her biri yeni bir adresten; ${coachText}`,
      };
    },
  };
}

/**
 * Counts the status of the first answer on a raw socket (or why there was none), then calls
 * `answered` with it; `closed` runs when the socket closes.
 */
function countFirstAnswer(run, socket, closed, answered = () => {}) {
  let status = null;
  socket.once('data', (chunk) => {
    status = /^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1] ?? 'başka';
    run.count(status);
    answered(status);
  });
  socket.on('error', () => {});
  socket.on('close', () => {
    if (status === null) {
      run.count(socket.connecting || !socket.bytesWritten ? 'bağlanamadı' : 'yanıtsız kapandı');
    }
    closed();
  });
}

function streamOpening(server) {
  return `GET /canli/hikayeler HTTP/1.1\r\n${hostHeader(server)}Accept: text/event-stream\r\n\r\n`;
}

function slowBodyOpening(server, at) {
  return (
    `POST ${at} HTTP/1.1\r\n${hostHeader(server)}Origin: ${server.origin}\r\n` +
    'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 4000\r\n\r\nemail='
  );
}

function hostHeader(server) {
  return `Host: ${HOST}:${server.port}\r\n`;
}

let stashFormBody;
/** Ten of the editor's fields of 100 000 characters: ~1 MB, under the form's 1 MiB limit. */
function stashForm() {
  stashFormBody ??= Buffer.from(
    new URLSearchParams(
      POST_FIELDS.filter(
        (name) => !['slug', 'coverImage', 'publishAt', 'version'].includes(name),
      ).map((name) => [name, 'a'.repeat(100_000)]),
    ).toString(),
  );
  return stashFormBody;
}

let multipartBody;
/** 38 fields of 200 000 bytes (the editor's names first), then the start of a 39th. */
function trickledMultipart() {
  if (multipartBody) return multipartBody;
  const boundary = `stres${randomBytes(8).toString('hex')}`;
  const names = Array.from({ length: 39 }, (_, i) => POST_FIELDS[i] ?? `ek${i}`);
  const value = 'a'.repeat(200_000);
  const parts = names.map(
    (name, i) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n` +
      (i < names.length - 1 ? `${value}\r\n` : ''),
  );
  multipartBody = { bulk: Buffer.from(parts.join('')), boundary, pending: 1_000_000 };
  return multipartBody;
}

// ---------------------------------------------------------------------------------------------
// The probes, in a worker thread: times measured by a busy attacker's event loop would be its
// own delays, not the server's.

/** Starts the probe loops in a worker; stop() gives each target's { count, failures, p99 }. */
function startProbes(server, targets) {
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { port: server.port, targets },
  });
  const results = once(worker, 'message');
  worker.on('error', (error) => console.error(`Ölçüm iş parçacığı: ${error.message}`));
  return {
    async stop() {
      worker.postMessage('stop');
      const [summary] = await results;
      await worker.terminate();
      return summary;
    },
  };
}

async function probeWorker() {
  const { port, targets } = workerData;
  const stop = new AbortController();
  parentPort.once('message', () => stop.abort());
  const summaries = await Promise.all(
    targets.map(async (target) => {
      const times = [];
      let failures = 0;
      while (!stop.signal.aborted) {
        const { status, ms } = await request(port, {
          path: target.path,
          localAddress: target.address,
          headers: { 'Accept-Encoding': 'gzip', ...target.headers },
          timeoutMs: PROBE_TIMEOUT_MS,
          signal: stop.signal,
        });
        // A request still waiting when the run ends counts, with its wait so far, once that is
        // past the target: a stalled server would otherwise leave no trace in the figures.
        if (status === 'kesildi' && ms < TARGET_P99_MS) break;
        times.push(ms);
        if (status !== 200) failures += 1;
        await sleep(target.gapMs);
      }
      times.sort((a, b) => a - b);
      const p99 = times.length
        ? times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)]
        : NaN;
      return { count: times.length, failures, p99: Math.round(p99) };
    }),
  );
  parentPort.postMessage(summaries);
}

/**
 * The pages the probes fetch: the about page (stored by the page cache after its first answer),
 * /healthz, and a post of the seeded blog rendered for every request. The page cache keeps only
 * paths spelled as the site's links spell them and requests without a cookie
 * (server/http/page-cache.ts), so the post is asked for with a trailing slash, which the router
 * matches and the cache does not; should that not answer 200, with a cookie.
 */
async function findProbeTargets(server) {
  const blog = await request(server.port, { path: '/blog', keepBody: true });
  const slug = /href="\/blog\/([a-z0-9-]+)"/.exec(blog.body?.toString('utf8') ?? '')?.[1];
  if (!slug) throw new Error(`/blog bir yazı bağlantısı vermedi (HTTP ${blog.status}).`);
  const slashed = `/blog/${slug}/`;
  const plain = await request(server.port, { path: slashed });
  const post =
    plain.status === 200
      ? {
          path: slashed,
          headers: {},
          how: 'çerezsiz, sonunda / ile (önbellek düz adresleri saklar)',
        }
      : {
          path: `/blog/${slug}`,
          headers: { Cookie: 'stres=1' },
          how: 'çerezle (önbellek çerezsiz istekleri saklar)',
        };
  return [
    {
      name: 'sayfa',
      path: '/hakkimda',
      address: '127.2.0.1',
      gapMs: 25,
      headers: {},
      how: 'önbellekten',
    },
    {
      name: 'healthz',
      path: '/healthz',
      address: '127.2.0.2',
      gapMs: 25,
      headers: {},
      how: 'işlenmeden',
    },
    // Shown, not judged: the target is the page's (issue 37), and an uncached render's p99 over
    // its ~80 requests a run is its single worst one, the one caught in the attack's opening.
    { name: 'yazı', address: '127.2.0.3', gapMs: 100, judged: false, ...post },
  ];
}

// ---------------------------------------------------------------------------------------------
// The server.

/** The server of the current attack: a fresh one for each attack, and after a crash. */
class Servers {
  current = null;

  /** `profileDir`: where each server writes its CPU profile when it stops (--profile), or null. */
  constructor(profileDir) {
    this.profileDir = profileDir;
  }

  async fresh(attack) {
    await this.stop();
    this.current = await startServer(this.profileDir);
    if (attack.largeFile) this.current.largeFile = await largeFile(this.current);
    console.log(
      `\n${attack.label}: sunucu ${this.current.origin}, pid ${this.current.pid}, ` +
        `${this.current.readyS.toFixed(1)} s'de hazır, başlangıçta RSS ${mb(this.current.rssKb())} MB` +
        (this.current.largeFile
          ? `; büyük dosya ${this.current.largeFile.path} (${this.current.largeFile.kb} KB, ${this.current.largeFile.what})`
          : ''),
    );
  }

  async stop() {
    if (this.current) await this.current.stop();
    this.current = null;
  }

  stopNow() {
    this.current?.stopNow();
  }
}

async function startServer(profileDir) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'koc-stress-'));
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST,
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    // The attackers (127.1.x.x, 127.3.x.x) stand for visitors on the internet and 127.0.0.1 for
    // a proxy on the same machine. With the default, every loopback address would be a trusted
    // proxy, which no visitor from outside can be.
    TRUSTED_PROXIES: HOST,
    // As `npm start` sets it: fewer malloc arenas for sharp's threads.
    MALLOC_ARENA_MAX: '2',
  };
  const begun = performance.now();
  const created = spawnSync(
    process.execPath,
    ['scripts/admin.mjs', 'create', '--email', COACH.email, '--password', COACH.password],
    { env: { ...env, LOG_LEVEL: 'warn' }, encoding: 'utf8' },
  );
  if (created.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`Koç hesabı oluşturulamadı: ${created.stderr}`);
  }
  // The flags of `npm start` (package.json), plus --trace-gc: V8's own line per collection gives
  // the heap in use without the server exposing anything.
  const child = spawn(
    process.execPath,
    [
      '--max-old-space-size=128',
      '--max-semi-space-size=8',
      '--trace-gc',
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      'scripts/start.mjs',
    ],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const server = {
    pid: child.pid,
    port,
    origin,
    dataDir,
    exited: null,
    exit: once(child, 'exit'),
    stderrTail: '',
    peakRssKb: 0,
    peakHeapMb: 0,
    ticks: 0,
    largeFile: null,
    readyS: 0,
    rssKb: () => statusField(child.pid, 'VmRSS'),
    resetPeaks() {
      server.peakRssKb = server.rssKb();
      server.peakHeapMb = 0;
    },
    /** The process's memory and CPU time; the last values stay when it is gone. */
    sample() {
      const rss = server.rssKb();
      if (rss) server.peakRssKb = Math.max(server.peakRssKb, rss);
      const ticks = cpuTicks(child.pid);
      if (ticks !== null) server.ticks = ticks;
    },
    crashText() {
      const { code, signal } = server.exited;
      const fatal = /^.*(FATAL ERROR|Error:|out of memory).*$/m.exec(server.stderrTail)?.[0];
      return `${signal ? `sinyal ${signal}` : `çıkış kodu ${code}`}${fatal ? `: ${fatal.trim()}` : ''}`;
    },
    async stop() {
      clearInterval(sampler);
      if (server.exited === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await server.exit;
        clearTimeout(killer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
    stopNow() {
      clearInterval(sampler);
      if (server.exited === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  child.on('exit', (code, signal) => (server.exited = { code, signal }));
  let stdoutRest = '';
  child.stdout.setEncoding('utf8').on('data', (text) => {
    const lines = (stdoutRest + text).split('\n');
    stdoutRest = lines.pop() ?? '';
    for (const line of lines) {
      // "Mark-Compact 61.2 (70.4) -> 40.3 (68.1) MB": the heap in use before the collection.
      const gc = /(Scavenge|Mark-Compact)[^\d]*([\d.]+) \([\d.]+\) -> /.exec(line);
      if (gc) server.peakHeapMb = Math.max(server.peakHeapMb, Number(gc[2]));
    }
  });
  child.stderr.setEncoding('utf8').on('data', (text) => {
    server.stderrTail = (server.stderrTail + text).slice(-4000);
  });
  const sampler = setInterval(() => server.sample(), 200);
  try {
    await waitReady(server);
  } catch (error) {
    server.stopNow();
    throw error;
  }
  // The probe page stored by the page cache, and the server's code warmed up by the blog.
  await request(port, { path: '/hakkimda' });
  await request(port, { path: '/blog' });
  server.readyS = (performance.now() - begun) / 1000;
  return server;
}

async function waitReady(server) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exited !== null) throw new Error(`Sunucu başlamadı:\n${server.stderrTail}`);
    if ((await request(server.port, { path: '/readyz', timeoutMs: 2_000 })).status === 200) return;
    await sleep(200);
  }
  throw new Error('Sunucu 30 s içinde hazır olmadı.');
}

let noisePng;
/**
 * A large public file for the slow readers: a post picture of random pixels uploaded by the coach
 * (served from the database, as the story photos are); if that upload fails, the largest file of
 * the build.
 */
async function largeFile(server) {
  try {
    const { headers } = await signIn(server, HOST, COACH.password);
    const cookie = [headers['set-cookie'] ?? []]
      .flat()
      .map((line) => line.split(';')[0])
      .join('; ');
    if (!noisePng) {
      const { default: sharp } = await import('sharp');
      const [width, height] = [1400, 1000];
      noisePng = await sharp(randomBytes(width * height * 3), {
        raw: { width, height, channels: 3 },
      })
        .png()
        .toBuffer();
    }
    const boundary = `stres${randomBytes(8).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gurultu.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      noisePng,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await request(server.port, {
      method: 'POST',
      path: '/yonetim/yazilar/gorsel',
      localAddress: HOST,
      headers: {
        Cookie: cookie,
        Origin: server.origin,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
      keepBody: true,
    });
    const url = JSON.parse(upload.body?.toString('utf8') || '{}').url;
    if (upload.status === 200 && typeof url === 'string') {
      const photo = await request(server.port, { path: url });
      const bytes = Number(photo.headers?.['content-length'] ?? 0);
      if (photo.status === 200) {
        return { path: url, kb: Math.round(bytes / 1024), what: 'yazı görseli, veritabanından' };
      }
    }
  } catch {
    // The largest file of the build below.
  }
  const root = path.resolve('build/client');
  const [largest] = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => ({ file, bytes: statSync(file).size }))
    .sort((a, b) => b.bytes - a.bytes);
  return {
    path: `/${path.relative(root, largest.file).split(path.sep).join('/')}`,
    kb: Math.round(largest.bytes / 1024),
    what: 'derlemenin en büyük dosyası (görsel yüklenemedi)',
  };
}

function signIn(server, localAddress, password, { signal, cookie } = {}) {
  return request(server.port, {
    method: 'POST',
    path: '/yonetim/giris',
    localAddress,
    headers: {
      Origin: server.origin,
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: Buffer.from(
      new URLSearchParams({ email: COACH.email, password, redirectTo: '/yonetim' }).toString(),
    ),
    signal,
  });
}

/**
 * One request on a new connection, whole answer read; never rejects. The status is a number, or
 * why there was none: 'bağlanamadı' (refused), 'zaman aşımı' (no whole answer within
 * `timeoutMs`), 'kesildi' (`signal` aborted it), 'hata' (reset).
 */
function request(
  port,
  {
    method = 'GET',
    path: at,
    localAddress,
    headers = {},
    body,
    timeoutMs = 30_000,
    signal,
    keepBody = false,
  },
) {
  return new Promise((resolve) => {
    const begun = performance.now();
    let deadline;
    const settle = (answer) => {
      clearTimeout(deadline);
      resolve({ headers: {}, body: null, ...answer, ms: performance.now() - begun });
    };
    const outgoing = http.request(
      {
        host: HOST,
        port,
        method,
        path: at,
        localAddress,
        agent: false,
        signal,
        headers: body ? { ...headers, 'Content-Length': body.length } : headers,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => keepBody && chunks.push(chunk));
        response.on('end', () =>
          settle({
            status: response.statusCode,
            headers: response.headers,
            body: keepBody ? Buffer.concat(chunks) : null,
          }),
        );
      },
    );
    deadline = setTimeout(() => outgoing.destroy(new Error('timeout')), timeoutMs);
    outgoing.on('error', (error) =>
      settle({
        status:
          error.message === 'timeout'
            ? 'zaman aşımı'
            : error.name === 'AbortError'
              ? 'kesildi'
              : error.code === 'ECONNREFUSED'
                ? 'bağlanamadı'
                : 'hata',
      }),
    );
    outgoing.end(body);
  });
}

// ---------------------------------------------------------------------------------------------
// Measurements and output.

/** Source addresses never used before in this run: a client's ports of an earlier attack may still be in TIME_WAIT, and a counter of the server may remember them. */
class Addresses {
  next = new Map();

  take(prefix, count) {
    const start = this.next.get(prefix) ?? 0;
    this.next.set(prefix, start + count);
    return Array.from({ length: count }, (_, k) => {
      const n = start + k;
      return `${prefix}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    });
  }
}

/**
 * The data folder: the size of each of its files (the database, its -wal and -shm, the outbox),
 * and, read from the database itself (read-only), the bytes of its pages in use and the rows of
 * editor_stash (null when unreadable).
 */
function diskUsage(dir) {
  const files = { 'koc.sqlite': 0, '-wal': 0, '-shm': 0, öteki: 0 };
  try {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const kind = ['koc.sqlite', 'koc.sqlite-wal', 'koc.sqlite-shm'].includes(entry.name)
        ? entry.name.replace('koc.sqlite-', '-')
        : 'öteki';
      try {
        files[kind] += statSync(path.join(entry.parentPath, entry.name)).size;
      } catch {
        // Gone between the listing and the look (a truncated -wal).
      }
    }
  } catch {
    // A folder that is gone counts as empty.
  }
  let pages = null;
  let stash = null;
  try {
    const db = new Database(path.join(dir, 'koc.sqlite'), { readonly: true, fileMustExist: true });
    try {
      const pragma = (name) => db.pragma(name, { simple: true });
      pages = (pragma('page_count') - pragma('freelist_count')) * pragma('page_size');
      stash = db.prepare('SELECT count(*) AS n FROM editor_stash').get().n;
    } finally {
      db.close();
    }
  } catch {
    // The figures stay unknown.
  }
  const total = Object.values(files).reduce((sum, bytes) => sum + bytes, 0);
  return { files, total, pages, stash };
}

/**
 * How much the data folder grew, in MB: its files, and what an attacker can keep growing, the
 * database's pages in use and the files beside it. The -wal file reaches a few MB with any
 * writes and is reused after each checkpoint, so it is shown but not judged.
 */
function diskGrowth([before, after]) {
  const files = (after.total - before.total) / MB;
  const kept =
    after.pages === null || before.pages === null
      ? files
      : (after.pages - before.pages + after.files.öteki - before.files.öteki) / MB;
  const parts = Object.keys(after.files)
    .map((name) => `${name} ${signedMb((after.files[name] - before.files[name]) / MB)}`)
    .join(', ');
  return { files, kept, parts };
}

function runLine(attack, spread, n, runs, result, targets) {
  const { probe, outcome } = result;
  const disk = diskGrowth(result.disk);
  const p99s = targets.map((target, k) => `${target.name} ${probe[k].p99}`).join(' / ');
  const counts = probe.map((p) => `${p.failures}/${p.count}`).join(', ');
  const stash =
    attack.id === 'stash'
      ? `; editor_stash ${result.disk[0].stash ?? '?'} → ${result.disk[1].stash ?? '?'} satır`
      : '';
  return [
    `  ${attack.label}${spread ? `, ${spread} adres` : ''}, çalıştırma ${n}/${runs} ` +
      `(${result.seconds.toFixed(1)} s): açılan ${outcome.opened}, tutulan ${outcome.held}, ` +
      `yanıtlar {${result.answers}}${outcome.note ? `; ${outcome.note}` : ''}`,
    `    p99 ${p99s} ms (hata/istek ${counts}); CPU %${Math.round(result.cpu)}; ` +
      `RSS tepe ${result.peakRssMb} MB, yığın tepe ${result.peakHeapMb.toFixed(0)} MB`,
    `    disk ${signedMb(disk.files)} MB (${disk.parts}; sayfalar ve giden postalar ` +
      `${signedMb(disk.kept)})${stash}; ` +
      (result.stayedUp
        ? 'ayakta'
        : `SUNUCU DÜŞTÜ (${result.crash}); sonraki çalıştırma yeni bir sunucuyla`),
  ].join('\n');
}

function summaryTable(summaries, targets) {
  const names = targets.map((target) => target.name).join(' / ');
  const lines = [
    `| Saldırı | Adres | p99 medyan, ${names} (ms) | p99 en kötü, ${names} (ms) | CPU % (medyan) | RSS tepe (MB) | Disk büyümesi, dosyalar / sayfalar (MB, en çok) | Ayakta | Hedef: p99 ${targets
      .filter((t) => t.judged !== false)
      .map((t) => t.name)
      .join(', ')} ≤ ${TARGET_P99_MS} ms, disk ≤ ${TARGET_DISK_MB} MB |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const { attack, spread, runs } of summaries) {
    const medians = targets.map((_, k) => median(runs.map((r) => r.probe[k].p99)));
    const worst = targets.map((_, k) => Math.max(...runs.map((r) => r.probe[k].p99)));
    const growth = runs.map((r) => diskGrowth(r.disk));
    const files = Math.max(...growth.map((g) => g.files));
    const kept = Math.max(...growth.map((g) => g.kept));
    const down = runs.filter((r) => !r.stayedUp).length;
    const missed = [];
    const judged = (target, k, p99s) => target.judged !== false && !(p99s[k] <= TARGET_P99_MS);
    const slow = targets.filter((t, k) => judged(t, k, medians)).map((t) => t.name);
    if (slow.length) missed.push(`p99 ${slow.join(', ')}`);
    if (kept > TARGET_DISK_MB) missed.push('disk');
    if (down) missed.push('düştü');
    const worstSlow = targets.filter((t, k) => judged(t, k, worst)).map((t) => t.name);
    const verdict = missed.length
      ? `✗ ${missed.join(', ')}`
      : worstSlow.length
        ? `✓ (en kötü çalıştırmada p99 ${worstSlow.join(', ')} aştı)`
        : '✓';
    lines.push(
      `| ${attack.label} | ${spread || '–'} | ${medians.join(' / ')} | ${worst.join(' / ')} | ` +
        `${Math.round(median(runs.map((r) => r.cpu)))} | ${Math.max(...runs.map((r) => r.peakRssMb))} | ` +
        `${signedMb(files)} / ${signedMb(kept)} | ${down ? `hayır (${down}/${runs.length} düştü)` : 'evet'} | ${verdict} |`,
    );
  }
  return lines.join('\n');
}

function legend(targets) {
  return [
    `Ölçümler (her çalıştırmada; ${targets.map((t) => `${t.name} ${t.path} ${t.how}`).join('; ')}):`,
    '- p99: her adres kendi kaynak adresinden (127.2.0.x), her istekte yeni bir bağlantıyla, saldırı boyunca art arda; ' +
      `${PROBE_TIMEOUT_MS / 1000} s'de yanıt gelmezse hata sayılır. Medyan ve en kötü: çalıştırmaların p99'larının.`,
    '- CPU %: sunucu sürecinin /proc/<pid>/stat utime+stime artışı / saldırının süresi, bir çekirdeğin yüzdesi olarak.',
    '- Disk: veri klasöründeki dosyaların (koc.sqlite, -wal, -shm, giden postalar) saldırıdan önceki ve sonraki boyutu; "sayfalar": veritabanının kullanılan sayfaları (page_count − freelist_count, salt okunur açılarak) ve -wal/-shm dışındaki dosyalar. -wal her yazmayla birkaç MB\'a ulaşır ve her checkpoint\'ten sonra yeniden kullanılır: gösterilir, hedefte sayılmaz.',
    `- Hedef medyan p99'a (${targets
      .filter((t) => t.judged !== false)
      .map((t) => t.name)
      .join(
        ' ve ',
      )}; üç ölçümün her biri) ve "sayfalar" büyümesinin en çoğuna göre değerlendirilir; ${targets
      .filter((t) => t.judged === false)
      .map((t) => t.name)
      .join(
        ', ',
      )} bilgi içindir (her çalıştırmada ~80 isteğin p99'u en kötü tek isteğidir). Saldıran istemci ve sunucu aynı çekirdekleri paylaşır; makinenin yükü başta ve sonda yazılıdır.`,
  ].join('\n');
}

function answersText(statuses) {
  return (
    [...statuses]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ') || '—'
  );
}

function machine() {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `${os.availableParallelism()} çekirdek, yük ortalaması ${load}`;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

function signedMb(value) {
  return `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;
}

function statusField(pid, name) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** utime + stime of a process in clock ticks; null when it is gone. */
function cpuTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces: the fields are counted after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

let ticksPerSecond;
function clockTicks() {
  ticksPerSecond ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
  return ticksPerSecond;
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

function fail(message, code = 2) {
  console.error(message);
  process.exit(code);
}

const MB = 1024 * 1024;

function mb(kb) {
  return Math.round(kb / 1024);
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// Last, once every declaration above is initialised (a top-level await pauses the module there).
if (isMainThread) await main();
else await probeWorker();
