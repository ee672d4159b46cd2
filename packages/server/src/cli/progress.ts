import cliProgress from 'cli-progress';

/** Progress of an import: a bar with records/s on a terminal, plain lines otherwise (logs, CI). */
export interface Progress {
  start(file: string, totalBytes: number): void;
  update(bytesRead: number, recordsRead: number): void;
  stop(): void;
}

export function createProgress(stream: NodeJS.WriteStream = process.stderr): Progress {
  let file = '';
  let started = 0;
  let lastLine = 0;
  let totalBytes = 0;
  const rate = (records: number) => {
    const seconds = (performance.now() - started) / 1000;
    return seconds > 0 ? Math.round(records / seconds) : 0;
  };

  if (stream.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        stream,
        format:
          '{file} [{bar}] {percentage}% | {records} records | {rate} records/s | {eta_formatted}',
        hideCursor: true,
        clearOnComplete: false,
      },
      cliProgress.Presets.shades_classic,
    );
    return {
      start(name, size) {
        file = name;
        totalBytes = Math.max(size, 1);
        started = performance.now();
        bar.start(totalBytes, 0, { file, records: 0, rate: 0 });
      },
      update(bytes, records) {
        bar.update(Math.min(bytes, totalBytes), { file, records, rate: rate(records) });
      },
      stop() {
        bar.update(totalBytes);
        bar.stop();
      },
    };
  }

  return {
    start(name, size) {
      file = name;
      totalBytes = Math.max(size, 1);
      started = performance.now();
      lastLine = started;
    },
    update(bytes, records) {
      const now = performance.now();
      if (now - lastLine < 2000) return;
      lastLine = now;
      const percent = Math.min(100, Math.round((bytes / totalBytes) * 100));
      stream.write(`${file}: ${records} records (${percent}%), ${rate(records)} records/s\n`);
    },
    stop() {},
  };
}
