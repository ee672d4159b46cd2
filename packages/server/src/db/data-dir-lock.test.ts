import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

const contenderTs = fileURLToPath(new URL('./data-dir-lock.contender.ts', import.meta.url));

interface Answer {
  id?: string;
  result: 'ready' | 'got' | 'busy' | 'error' | 'released';
  pid?: number;
  message?: string;
}

/** A child process running data-dir-lock.contender.ts, with a queue of its answers. */
class Contender {
  readonly child: ChildProcess;
  private readonly answers: Answer[] = [];
  private waiting: (() => void) | null = null;

  constructor() {
    this.child = spawn(process.execPath, ['--import', 'tsx', contenderTs], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    readline.createInterface({ input: this.child.stdout! }).on('line', (line) => {
      this.answers.push(JSON.parse(line) as Answer);
      this.waiting?.();
    });
  }

  send(line: string) {
    this.child.stdin!.write(`${line}\n`);
  }

  /** The next answer; answers arrive in order. */
  async next(): Promise<Answer> {
    while (this.answers.length === 0) {
      await new Promise<void>((resolve) => (this.waiting = resolve));
      this.waiting = null;
    }
    return this.answers.shift()!;
  }

  async quit() {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.send('quit');
    await exited;
  }
}

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-lock-test-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has exited: a lock naming it is stale. */
function deadPid(): number {
  const pid = spawnSync(process.execPath, ['-e', '']).pid;
  if (!pid) throw new Error('no pid');
  return pid;
}

function writeLock(dataDir: string, content: string, modified = new Date()) {
  const file = path.join(dataDir, 'estante.lock');
  fs.writeFileSync(file, content);
  fs.utimesSync(file, modified, modified);
  return file;
}

const anHourAgo = () => new Date(Date.now() - 3_600_000);

describe('data directory lock: processes starting together', () => {
  const contenders: Contender[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 8; i++) contenders.push(new Contender());
    for (const contender of contenders) expect((await contender.next()).result).toBe('ready');
  }, 30_000);
  afterAll(async () => {
    await Promise.all(contenders.map((contender) => contender.quit()));
  });

  it('gives a stale lock (or no lock) to exactly one of eight processes, every time', async () => {
    const outcomes: string[] = [];
    for (let trial = 0; trial < 20; trial++) {
      const dataDir = tempDir();
      // Mostly the reported case, a lock left by a dead process; some trials start from none.
      if (trial % 4 !== 3) writeLock(dataDir, String(deadPid()));
      const startAt = Date.now() + 150;
      for (const contender of contenders) contender.send(`go ${trial} ${dataDir} ${startAt}`);
      const answers = await Promise.all(contenders.map((contender) => contender.next()));
      const count = (result: string) => answers.filter((answer) => answer.result === result).length;
      outcomes.push(`got ${count('got')}, busy ${count('busy')}, error ${count('error')}`);
      const errors = answers.filter((answer) => answer.result === 'error');
      if (errors.length > 0) console.warn(errors.map((answer) => answer.message).join('\n'));
      // Winners hold their lock until every contender has answered, then release it.
      await Promise.all(
        contenders.map(async (contender, i) => {
          if (answers[i]!.result !== 'got') return;
          contender.send(`release ${trial}`);
          expect((await contender.next()).result).toBe('released');
        }),
      );
      expect(fs.existsSync(path.join(dataDir, 'estante.lock'))).toBe(false);
    }
    expect(outcomes).toEqual(outcomes.map(() => 'got 1, busy 7, error 0'));
  }, 30_000);
});

describe('data directory lock: who holds it', () => {
  const releases: (() => void)[] = [];
  afterEach(() => {
    for (const release of releases.splice(0)) release();
  });

  it('takes over a lock with our own pid left by an earlier life (pid 1 in a container)', () => {
    const dataDir = tempDir();
    const file = writeLock(dataDir, String(process.pid), anHourAgo());
    releases.push(lockDataDir(dataDir));
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    expect(fs.statSync(file).mtimeMs).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a second lock in this process', () => {
    const dataDir = tempDir();
    releases.push(lockDataDir(dataDir));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dataDir)).toThrow(`already in use by process ${process.pid}`);
  });

  it('refuses a lock held by another live process, and takes it once that process ends', async () => {
    const dataDir = tempDir();
    const holder = new Contender();
    try {
      const { pid } = await holder.next();
      holder.send(`go held ${dataDir} 0`);
      expect((await holder.next()).result).toBe('got');
      expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dataDir)).toThrow(`already in use by process ${pid}`);
    } finally {
      await holder.quit();
    }
    releases.push(lockDataDir(dataDir));
  }, 20_000);

  it.runIf(process.platform === 'linux')(
    'takes over a lock whose pid now belongs to a process started after it was written',
    async () => {
      const dataDir = tempDir();
      const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
      try {
        await new Promise((resolve) => sleeper.once('spawn', resolve));
        writeLock(dataDir, String(sleeper.pid), anHourAgo());
        releases.push(lockDataDir(dataDir));
        expect(fs.readFileSync(path.join(dataDir, 'estante.lock'), 'utf8')).toBe(
          String(process.pid),
        );
        // Written after it started, the lock may be its own (an earlier version did not keep the
        // file open): refused.
        const other = tempDir();
        writeLock(other, String(sleeper.pid));
        expect(() => lockDataDir(other)).toThrow(`already in use by process ${sleeper.pid}`);
      } finally {
        sleeper.kill();
      }
    },
  );

  it('takes over an old lock file that holds no pid', () => {
    const dataDir = tempDir();
    writeLock(dataDir, '', anHourAgo());
    releases.push(lockDataDir(dataDir));
    expect(fs.readFileSync(path.join(dataDir, 'estante.lock'), 'utf8')).toBe(String(process.pid));
  });

  it('finishes the work of a process that died while breaking a stale lock', () => {
    const dataDir = tempDir();
    const file = writeLock(dataDir, String(deadPid()), anHourAgo());
    const breakFile = `${file}.break-${fs.statSync(file, { bigint: true }).ino}`;
    fs.writeFileSync(breakFile, String(deadPid()));
    releases.push(lockDataDir(dataDir));
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    expect(fs.readdirSync(dataDir)).toEqual(['estante.lock']);
  });

  it('removes the lock on release only while it is still ours', () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, 'estante.lock');
    const release = lockDataDir(dataDir);
    release();
    expect(fs.existsSync(file)).toBe(false);
    release(); // twice is harmless
    // A lock file that is no longer ours (replaced behind our back) stays.
    const again = lockDataDir(dataDir);
    fs.rmSync(file);
    writeLock(dataDir, String(process.ppid));
    again();
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.ppid));
    fs.rmSync(file);
    // After a release the directory can be locked again.
    releases.push(lockDataDir(dataDir));
    expect(fs.existsSync(file)).toBe(true);
  });
});
