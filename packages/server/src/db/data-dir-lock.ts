import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Thrown when another live process already uses the embedded data directory. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is already in use by process ${pid}. ` +
        'Stop that process, or set DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL server).',
    );
    this.name = 'DataDirInUseError';
  }
}

/*
 * How the lock works, and why two processes never both hold it.
 *
 * `DATA_DIR/estante.lock` holds the owner's pid, and the owner keeps it open for as long as it
 * holds it. Nobody writes to an existing lock file or renames anything onto its path; the path
 * changes only by
 *   (a) creation, which is exclusive: the pid is written to a temporary file (kept open), which
 *       is then hard-linked to the lock path; link() fails with EEXIST when the path exists, so
 *       only one creator wins and a lock file is never seen half-written or not yet open;
 *   (b) the owner's release, which unlinks it while it still is the owner's file;
 *   (c) breaking a stale lock, below.
 *
 * Held or stale. A dead pid never holds it. On Linux a live pid holds it when that process has
 * that very file open (/proc/<pid>/fd), which settles our own pid left by an earlier life, such
 * as pid 1 in a restarted container: this process does not have it open, so it is stale. Another
 * live process without it open is stale only if it started after the file was written (/proc
 * start time: the pid was reused); otherwise it may be an owner of an earlier Estante version,
 * which did not keep the file open, and holds it. Where /proc cannot tell, a live pid holds it,
 * and our own pid holds it unless the file is older than this process.
 *
 * Breaking a stale lock. A contender keeps the lock file it judged open, so that its inode number
 * cannot be given to another file meanwhile, and creates `estante.lock.break-<inode>` the same
 * exclusive way. Only the one that creates it may unlink the lock, and only after checking that
 * the path still names that very inode. Between that check and the unlink the path cannot change:
 * its owner is gone, creation fails while the path exists, and every other breaker of this inode
 * is shut out by the break file. A contender that judged the old file but comes late holds that
 * inode open too, so after the break file is gone its own check fails on the new lock instead of
 * removing it. A contender that finds the break file taken waits a moment and starts over; if
 * the break file's creator died (between two system calls) it is broken the same way, in turn.
 * After the unlink every contender races again at (a), exactly one wins, and the winner checks
 * after acquiring that the path is its own file with its pid.
 *
 * Assumed: one pid namespace per data directory (a pid file can express no more) and a local
 * file system. Without hard links the lock is created with O_EXCL, and a lock file without a pid
 * counts as being written, so held, for its first two seconds.
 */

const LOCK_NAME = 'estante.lock';
/** A lock file without a pid that is younger than this may be one being written. */
const YOUNG_MS = 2_000;
/** How long a contender waits for others breaking a stale lock before it gives up. */
const RETRY_FOR_MS = 10_000;
/** Wall-clock time this process started, in ms. */
const processStartMs = Date.now() - process.uptime() * 1000;
/** Lock files this copy of the module holds. */
const held = new Set<string>();

function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function code(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return code(error) === 'EPERM';
  }
}

/**
 * Whether process `pid` has the file (dev, ino) open, leaving out our own descriptor `skipFd`;
 * null when that cannot be known (no /proc, another user's process).
 */
function hasOpen(pid: number, dev: bigint, ino: bigint, skipFd: number): boolean | null {
  if (process.platform !== 'linux') return null;
  const self = pid === process.pid;
  let fds: string[];
  try {
    fds = fs.readdirSync(`/proc/${self ? 'self' : pid}/fd`);
  } catch {
    return null;
  }
  let known = true;
  for (const fd of fds) {
    if (self && Number(fd) === skipFd) continue;
    try {
      const stat = fs.statSync(`/proc/${self ? 'self' : pid}/fd/${fd}`, { bigint: true });
      if (stat.dev === dev && stat.ino === ino) return true;
    } catch (error) {
      // ENOENT: closed meanwhile; a descriptor we may not look at leaves the answer open
      if (code(error) === 'EACCES' || code(error) === 'EPERM') known = false;
    }
  }
  return known ? false : null;
}

/** Start of process `pid` in seconds since boot (field 22 of /proc/<pid>/stat, in 1/100 s). */
function startSinceBoot(pid: number | 'self'): number {
  // The command name (field 2) may hold spaces and parentheses: count from its closing one.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]) / 100;
}

/**
 * Whether the live process `pid` started after `writtenMs`, so it cannot have written a lock
 * file modified then: its pid was reused. Only where /proc tells consistently (checked on this
 * process, whose start we know); otherwise false, the safe answer.
 */
function startedAfter(pid: number, writtenMs: number): boolean {
  try {
    const bootMs =
      Date.now() - Number(fs.readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * 1000;
    const self = bootMs + startSinceBoot('self') * 1000;
    const other = bootMs + startSinceBoot(pid) * 1000;
    if (!(Math.abs(self - processStartMs) < 1_000)) return false;
    return other > writtenMs + 100;
  } catch {
    return false;
  }
}

type Verdict = { state: 'held'; pid: number } | { state: 'stale' } | { state: 'young' };

interface Inspection {
  fd: number;
  dev: bigint;
  ino: bigint;
  content: string;
  verdict: Verdict;
}

/** Opens a lock (or break) file and judges it; null when the path does not exist. */
function inspect(file: string): Inspection | null {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (error) {
    if (code(error) === 'ENOENT') return null;
    throw error;
  }
  try {
    const { dev, ino, mtimeMs } = fs.fstatSync(fd, { bigint: true });
    const content = fs.readFileSync(fd, 'utf8');
    const pid = /^\d+$/.test(content.trim()) ? Number(content.trim()) : NaN;
    let verdict: Verdict;
    if (!Number.isSafeInteger(pid) || pid <= 0)
      verdict = Date.now() - Number(mtimeMs) < YOUNG_MS ? { state: 'young' } : { state: 'stale' };
    else if (!isAlive(pid)) verdict = { state: 'stale' };
    else {
      let open = hasOpen(pid, dev, ino, fd);
      if (open === null && pid === process.pid)
        open = held.has(file) || Number(mtimeMs) >= processStartMs;
      // Another process without the file open is an owner of an earlier version (which did not
      // keep it open) unless it started after the file was written.
      if (open === false && pid !== process.pid) open = !startedAfter(pid, Number(mtimeMs));
      verdict = open === false ? { state: 'stale' } : { state: 'held', pid };
    }
    return { fd, dev, ino, content, verdict };
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
}

function sameFile(file: string, dev: bigint, ino: bigint): boolean {
  try {
    const stat = fs.statSync(file, { bigint: true });
    return stat.dev === dev && stat.ino === ino;
  } catch (error) {
    if (code(error) === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Creates `file` holding our pid, atomically and only if it does not exist yet; returns it open,
 * or null when it exists.
 */
function createExclusive(file: string): { fd: number; dev: bigint; ino: bigint } | null {
  const temporary = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
  const fd = fs.openSync(temporary, 'wx');
  let linked = false;
  try {
    fs.writeFileSync(fd, String(process.pid));
    fs.linkSync(temporary, file);
    linked = true;
  } catch (error) {
    fs.closeSync(fd);
    if (code(error) === 'EEXIST') return null;
    if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS'].includes(code(error) ?? '')) throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  if (linked) {
    const { dev, ino } = fs.fstatSync(fd, { bigint: true });
    return { fd, dev, ino };
  }
  // No hard links on this file system: O_EXCL, with a moment where the file has no pid yet.
  let direct: number;
  try {
    direct = fs.openSync(file, 'wx');
  } catch (error) {
    if (code(error) === 'EEXIST') return null;
    throw error;
  }
  fs.writeFileSync(direct, String(process.pid));
  const { dev, ino } = fs.fstatSync(direct, { bigint: true });
  return { fd: direct, dev, ino };
}

/**
 * Removes the stale `file`, which the caller holds open as (dev, ino), unless it has changed.
 * Returns true when another process is breaking it, so the caller should wait and start over.
 */
function breakStale(file: string, dev: bigint, ino: bigint, depth = 0): boolean {
  const breakFile = `${file}.break-${ino}`;
  for (;;) {
    const ours = createExclusive(breakFile);
    if (ours !== null) {
      try {
        if (sameFile(file, dev, ino)) fs.unlinkSync(file);
      } finally {
        if (sameFile(breakFile, ours.dev, ours.ino)) fs.unlinkSync(breakFile);
        fs.closeSync(ours.fd);
      }
      return false;
    }
    const breaker = inspect(breakFile);
    if (breaker === null) continue; // its breaker just finished
    try {
      if (breaker.verdict.state !== 'stale' || depth >= 8) return true;
      // Its breaker died between two system calls: break the break file.
      if (breakStale(breakFile, breaker.dev, breaker.ino, depth + 1)) return true;
    } finally {
      fs.closeSync(breaker.fd);
    }
  }
}

/**
 * Takes the data directory for this process. PGlite has no protection against two processes
 * opening the same files, which corrupts them, so we keep a lock file with our pid (see above);
 * a stale one is taken over. Throws DataDirInUseError when a live process holds it. Returns the
 * release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.resolve(dataDir, LOCK_NAME);
  const giveUpAt = Date.now() + RETRY_FOR_MS;
  for (;;) {
    const created = createExclusive(lockFile);
    if (created !== null) {
      // Check after acquiring: the path is our file and says our pid.
      const check = inspect(lockFile);
      if (check !== null) fs.closeSync(check.fd);
      if (check?.ino === created.ino && check.content === String(process.pid))
        return holdLock(lockFile, created);
      fs.closeSync(created.fd);
      throw new Error(`The lock file ${lockFile} changed while it was being taken`);
    }
    const current = inspect(lockFile);
    if (current === null) continue; // released meanwhile: create again
    let wait = true;
    try {
      if (current.verdict.state === 'held')
        throw new DataDirInUseError(dataDir, current.verdict.pid);
      if (current.verdict.state === 'stale') wait = breakStale(lockFile, current.dev, current.ino);
    } finally {
      fs.closeSync(current.fd);
    }
    if (wait) {
      if (Date.now() > giveUpAt)
        throw new Error(`Could not lock the data directory ${dataDir}: its lock file stays busy`);
      sleep(5 + Math.random() * 20);
    }
  }
}

function holdLock(lockFile: string, lock: { fd: number; dev: bigint; ino: bigint }): () => void {
  held.add(lockFile);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    held.delete(lockFile);
    try {
      // Only while it is still ours; nobody breaks the lock of a live owner, so no race here.
      if (sameFile(lockFile, lock.dev, lock.ino)) fs.unlinkSync(lockFile);
    } catch {
      // already gone
    } finally {
      fs.closeSync(lock.fd);
    }
  };
  process.once('exit', release);
  return release;
}
