// A process that competes for data-directory locks, driven by data-dir-lock.test.ts.
// Reads lines on stdin:
//   go <id> <dataDir> <startAtEpochMs>: waits until startAt (so that all contenders ask at the
//     same instant), tries lockDataDir and answers one JSON line
//     `{ id, result: 'got' | 'busy' | 'error', message? }`; a lock it got is held until
//   release <id>: releases it and answers `{ id, result: 'released' }`;
//   quit: ends the process (an 'exit' handler releases what is still held).
import readline from 'node:readline';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

const say = (message: object) => process.stdout.write(`${JSON.stringify(message)}\n`);
const held = new Map<string, () => void>();

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, id = '', dataDir, startAt] = line.trim().split(' ');
  if (command === 'quit') process.exit(0);
  if (command === 'release') {
    held.get(id)?.();
    held.delete(id);
    say({ id, result: 'released' });
    return;
  }
  if (command !== 'go' || !dataDir) return;
  while (Date.now() < Number(startAt)) {
    // spin: a timer would add up to a few milliseconds of jitter between contenders
  }
  try {
    held.set(id, lockDataDir(dataDir));
    say({ id, result: 'got' });
  } catch (error) {
    const busy = error instanceof DataDirInUseError;
    say({ id, result: busy ? 'busy' : 'error', message: String(error) });
  }
});
say({ result: 'ready', pid: process.pid });
