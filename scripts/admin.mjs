// `npm run admin -- create | reset-password | reset-second-factor [--email …] [--password …]
// [--role …]`: makes a moderator account (the site owner unless `--role asistan`), sets a new
// password, or removes an account's second factor, on the configured database (DATA_DIR or
// DATABASE_URL). Missing values are asked for when a terminal is attached; the password is
// typed without echo. Exit codes: 0 done, 1 refused (account exists / missing), 2 wrong input.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';

import { ensureBuild } from './ensure-build.mjs';

const usage = `Kullanım:
  npm run admin -- create --email koc@ornek.com [--role sahip|asistan]
  npm run admin -- reset-password --email koc@ornek.com
  npm run admin -- reset-second-factor --email koc@ornek.com
    (telefon ve kurtarma kodları kaybolunca: iki adımlı doğrulamayı ve geçiş anahtarlarını
    kaldırır, hesabın oturumlarını kapatır; şifre değişmez)
Şifre verilmezse terminalde (ekrana yazılmadan) sorulur; --password ile de verilebilir, ancak
komut satırı kabuk geçmişinde kalır.
--role: sahip (site sahibi, her şeyi yapabilir; varsayılan) ya da asistan (hikâyeleri ve
yorumları denetler, yazıları düzenler ve zamanlar). owner ve assistant da yazılabilir.`;

/** The role flag's Turkish and English spellings. */
const roles = { sahip: 'owner', owner: 'owner', asistan: 'assistant', assistant: 'assistant' };

function fail(message, code) {
  console.error(message);
  process.exit(code);
}

/** One line from the terminal; with `hidden`, what is typed is not shown. */
function ask(question, { hidden = false } = {}) {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  rl.on('SIGINT', () => {
    rl.close();
    process.stdout.write('\n');
    process.exit(130);
  });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      if (hidden) process.stdout.write('\n');
      resolve(answer);
    });
    muted = hidden;
  });
}

let parsed;
try {
  parsed = parseArgs({
    args: process.argv.slice(2),
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
    },
    allowPositionals: true,
  });
} catch (error) {
  fail(`${error instanceof Error ? error.message : error}\n\n${usage}`, 2);
}
const [command, ...extra] = parsed.positionals;
if (!['create', 'reset-password', 'reset-second-factor'].includes(command) || extra.length > 0) {
  fail(usage, 2);
}
const roleFlag = parsed.values.role;
const roleKey = roleFlag?.toLowerCase() ?? 'sahip';
const role = Object.hasOwn(roles, roleKey) ? roles[roleKey] : undefined;
if (!role) fail(`--role sahip ya da asistan olmalı.\n\n${usage}`, 2);
if (roleFlag !== undefined && command !== 'create')
  fail(`--role yalnızca create ile kullanılır.\n\n${usage}`, 2);
// Removing the second factor asks for no password.
const needsPassword = command !== 'reset-second-factor';

const interactive = Boolean(process.stdin.isTTY);
let email = parsed.values.email;
let password = parsed.values.password;
if (email === undefined) {
  if (!interactive) fail(`--email gerekli.\n\n${usage}`, 2);
  email = await ask('E-posta: ');
}
if (needsPassword && password === undefined) {
  if (!interactive) fail(`--password gerekli (terminal yokken şifre sorulamaz).\n\n${usage}`, 2);
  password = await ask('Şifre: ', { hidden: true });
  const again = await ask('Şifre (tekrar): ', { hidden: true });
  if (again !== password) fail('Şifreler eşleşmiyor.', 2);
}

ensureBuild();
process.env.NODE_ENV ??= 'production';
process.env.LOG_LEVEL ??= 'warn';
try {
  const app = await import('../build/server/index.js');
  const result = await app.runAdminCommand(command, { email, password, role });
  if (result.code === 0) console.log(result.message);
  else console.error(result.message);
  process.exit(result.code);
} catch (error) {
  fail(error instanceof Error && error.name === 'ConfigError' ? error.message : error, 1);
}
