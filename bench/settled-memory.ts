/**
 * The process's memory once garbage is gone. A collection frees ArrayBuffers' memory later, on
 * V8's background sweeper: read right after `gc()`, `arrayBuffers` still counted the search
 * index build's scratch buffers (1.4–1.7 GB at a million titles where the index keeps 0.6 GB).
 * So collect, wait, and read again until the figures stop falling.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { setTimeout as sleep } from 'node:timers/promises';

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** heapUsed + arrayBuffers after collections, once two readings a second apart agree. */
export async function settledMemory(): Promise<NodeJS.MemoryUsage> {
  let last = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 10; round++) {
    collectGarbage();
    await sleep(1000);
    const usage = process.memoryUsage();
    const now = usage.heapUsed + usage.arrayBuffers;
    if (now > last - 2 ** 20) return usage;
    last = now;
  }
  return process.memoryUsage();
}

/** Megabytes held between two settled readings (heap and ArrayBuffers). */
export const heldMegabytes = (before: NodeJS.MemoryUsage, after: NodeJS.MemoryUsage) =>
  (after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers) / 2 ** 20;
