/**
 * The pieces of a local club cluster, each a child process on a loopback port in one temporary folder:
 * Redis, PostgreSQL, nginx in front, and N club processes. `npm run club:cluster` and the fault tests
 * (tests/server/cluster-faults.test.ts) both build the cluster from these.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const isRoot = process.getuid?.() === 0;

/** A port nobody listens on now (the system's choice). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** Installs Debian's packages when a program is missing (as the PostgreSQL and Chromium scripts do). */
export function ensureInstalled(): void {
  execFileSync('bash', [join(ROOT, 'scripts/ensure-cluster-tools.sh')], { stdio: 'inherit' });
}

function postgresBin(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  const newest = versions[versions.length - 1];
  if (!newest) throw new Error('PostgreSQL server programs not found in /usr/lib/postgresql');
  return `/usr/lib/postgresql/${newest}/bin`;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
function asServerUser(program: string, args: string[]): void {
  if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', program, ...args], { stdio: 'pipe' });
  else execFileSync(program, args, { stdio: 'pipe' });
}

/** Waits until `ready()` is true, checking every 50 ms, or fails after `ms`. */
export async function waitFor(what: string, ready: () => boolean | Promise<boolean>, ms = 20_000) {
  const until = Date.now() + ms;
  while (!(await ready())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

export interface Postgres {
  readonly url: string;
  stop(): void;
  start(): void;
}

/**
 * A fresh database of its own in a PostgreSQL server already running (the test suite's, which
 * scripts/with-postgres.sh starts and removes with its folder): a test that never stops PostgreSQL
 * needs no cluster of its own, and the run starts one fewer.
 */
export async function databaseIn(serverUrl: string): Promise<{ readonly url: string }> {
  const name = `club_${randomBytes(6).toString('hex')}`;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString() };
}

/** A throwaway PostgreSQL cluster in `folder` on `port` (started and stopped with pg_ctl). */
export function startPostgres(folder: string, port: number): Postgres {
  const bin = postgresBin();
  const data = join(folder, 'postgres');
  mkdirSync(data, { recursive: true });
  if (isRoot) {
    chmodSync(folder, 0o711);
    chownSync(data, ...uidOf('postgres'));
  }
  // --no-sync: a throwaway cluster need not wait for its new files to reach the disk (a second or more).
  const initdb = ['-D', data, '-U', 'postgres', '--auth=trust', '--no-locale', '-E', 'UTF8', '--no-sync'];
  asServerUser(`${bin}/initdb`, initdb);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${data}`;
  const start = (): void =>
    asServerUser(`${bin}/pg_ctl`, ['-D', data, '-l', join(data, 'server.log'), '-w', '-o', options, 'start']);
  start();
  asServerUser(`${bin}/createdb`, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'club']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/club`,
    start,
    stop: () => {
      if (existsSync(join(data, 'postmaster.pid')))
        asServerUser(`${bin}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
  };
}

function uidOf(user: string): [number, number] {
  const id = (flag: string): number => Number(execFileSync('id', [flag, user]).toString().trim());
  return [id('-u'), id('-g')];
}

/** A child process with its output kept (the last lines, for errors) and a line to wait for. */
export class Child {
  readonly process: ChildProcess;
  private output = '';

  constructor(
    readonly name: string,
    command: string,
    args: string[],
    env: NodeJS.ProcessEnv = process.env,
    echo = false,
  ) {
    this.process = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer): void => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
      if (echo) process.stdout.write(chunk.toString().replace(/^(?=.)/gm, `${this.name} | `));
    };
    this.process.stdout?.on('data', keep);
    this.process.stderr?.on('data', keep);
  }

  get log(): string {
    return this.output;
  }

  get running(): boolean {
    return this.process.exitCode === null && this.process.signalCode === null;
  }

  /** Resolves when the output contains `text`; fails if the process ends first. */
  waitForOutput(text: string, ms = 30_000): Promise<void> {
    return waitFor(
      `${this.name}: "${text}"`,
      () => {
        if (this.output.includes(text)) return true;
        if (!this.running) throw new Error(`${this.name} stopped:\n${this.output.slice(-3000)}`);
        return false;
      },
      ms,
    );
  }

  /** Sends `signal` and waits for the process to end (SIGKILL after `ms`). */
  async stop(signal: NodeJS.Signals = 'SIGTERM', ms = 10_000): Promise<void> {
    if (!this.running) return;
    const ended = new Promise((done) => this.process.once('exit', done));
    this.process.kill(signal);
    const late = setTimeout(() => this.process.kill('SIGKILL'), ms);
    await ended;
    clearTimeout(late);
  }
}

/** Redis on `port`, its append-only file in `folder`, so a restart keeps the cluster's room listings. */
export async function startRedis(folder: string, port: number): Promise<Child> {
  const dir = join(folder, 'redis');
  mkdirSync(dir, { recursive: true });
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--save',
    '',
    '--appendonly',
    'yes',
  ];
  const redis = new Child('redis', 'redis-server', args);
  await redis.waitForOutput('Ready to accept connections');
  return redis;
}

/** The nginx configuration: one public port; `/p<i>/…` is process i's websockets; the rest goes to any. */
export function nginxConfig(folder: string, port: number, processPorts: readonly number[]): string {
  // In every location: nginx inherits proxy_set_header only into locations that set none of their own.
  // nginx appends the address it saw to X-Forwarded-For; the club (TRUSTED_PROXY=127.0.0.1) takes that
  // last entry as the player's address and ignores the rest, which the player may have sent.
  const upgrade = `proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;`;
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${join(folder, 'nginx', kind)};`)
    .join('\n  ');
  return `${isRoot ? 'user root;\n' : ''}worker_processes 1;
daemon off;
# One process, so stopping it (even with SIGKILL, as a test's cleanup may) leaves no worker behind.
master_process off;
pid ${join(folder, 'nginx', 'nginx.pid')};
error_log ${join(folder, 'nginx', 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  ${temp}
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream club {
    ${processPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n    ')}
  }
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_read_timeout 1h;
    proxy_connect_timeout 2s;
    ${processPorts
      .map(
        (p, i) => `location /p${i + 1}/ {\n      proxy_pass http://127.0.0.1:${p}/;\n      ${upgrade}\n    }`,
      )
      .join('\n    ')}
    location / {
      proxy_pass http://club;
      proxy_next_upstream error timeout non_idempotent;
      ${upgrade}
    }
  }
}
`;
}

export async function startNginx(folder: string, port: number, processPorts: readonly number[]) {
  const dir = join(folder, 'nginx');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, nginxConfig(folder, port, processPorts));
  const program = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const nginx = new Child('nginx', program, ['-c', file, '-p', dir, '-e', join(dir, 'error.log')]);
  await waitFor('nginx', async () => {
    if (!nginx.running) throw new Error(`nginx stopped:\n${nginx.log}`);
    return fetch(`http://127.0.0.1:${port}/api/nothing`).then(
      () => true,
      () => false,
    );
  });
  return nginx;
}

export interface ClubProcessOptions {
  readonly index: number;
  readonly port: number;
  readonly publicPort: number;
  readonly redisUrl: string;
  readonly databaseUrl: string;
  readonly secret: string;
  readonly staticDir?: string;
  readonly echo?: boolean;
  /** More environment for the process (the fault tests sweep for orphan rooms every second). */
  readonly env?: Readonly<Record<string, string>>;
}

/** One club process (`src/server/main.ts` under tsx), ready when it says it is listening. */
export async function startClubProcess(options: ClubProcessOptions): Promise<Child> {
  const env = {
    ...process.env,
    PORT: String(options.port),
    REDIS_URL: options.redisUrl,
    DATABASE_URL: options.databaseUrl,
    CLUB_SECRET: options.secret,
    CLUB_PUBLIC_ADDRESS: `127.0.0.1:${options.publicPort}/p${options.index}`,
    CLUB_ENGINE_WORKERS: '1',
    // nginx in front, on loopback: its last X-Forwarded-For entry is the player's address.
    TRUSTED_PROXY: '127.0.0.1',
    ...(options.staticDir ? { STATIC_DIR: options.staticDir } : {}),
    ...options.env,
  };
  const args = ['--import', 'tsx', 'src/server/main.ts'];
  const club = new Child(`club${options.index}`, process.execPath, args, env, options.echo);
  await club.waitForOutput('[club] listening on');
  return club;
}

/**
 * The limits per address of a test's club processes: every player of a test comes from 127.0.0.1 (through
 * nginx), so no cap per address may stop it (the caps are tested in tests/server/limits-*.test.ts).
 */
export const TEST_LIMITS: Readonly<Record<string, string>> = {
  CLUB_API_CALLS_PER_MINUTE: '100000',
  CLUB_CONNECTIONS_PER_ADDRESS: '100000',
  CLUB_WATCH_JOINS_PER_MINUTE: '100000',
  CLUB_UNJOINED_ROOMS_PER_ADDRESS: '100000',
  CLUB_COMPUTER_GAMES_PER_ADDRESS: '100000',
};

/** A token signing key all processes share. */
export const newSecret = (): string => randomBytes(32).toString('hex');
