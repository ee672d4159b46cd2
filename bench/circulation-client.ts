/**
 * The pending-loans phase's client (bench/circulation.ts): bare HTTP/1.1 GETs over kept-alive
 * sockets, each request's bytes built once per patron. node:http's client spent ≈ 0.35 ms of
 * CPU a request here (header objects, agent bookkeeping, an IncomingMessage stream per answer)
 * on the same two cores as the server it measures; a browser's network stack is native code.
 * It asks what fetch and browsers ask (Accept-Encoding: gzip, deflate) and inflates the answer.
 * Only what this server sends is understood: a status line, headers with Content-Length, a
 * body; anything else (chunked answers, a closed socket) fails the request loudly.
 */
import net from 'node:net';
import zlib from 'node:zlib';

export interface Answer {
  status: number;
  json: unknown;
}

interface Waiting {
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

/** One kept-alive connection: one request at a time. */
class Connection {
  readonly socket: net.Socket;
  private buffered: Buffer | null = null;
  private waiting: Waiting | null = null;
  closed = false;

  constructor(host: string, port: number) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.onData(chunk));
    const fail = (error: Error) => {
      this.closed = true;
      const waiting = this.waiting;
      this.waiting = null;
      waiting?.reject(error);
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error('connection closed by the server')));
  }

  send(request: Buffer): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(request);
    });
  }

  private onData(chunk: Buffer) {
    const data = this.buffered ? Buffer.concat([this.buffered, chunk]) : chunk;
    const headEnd = data.indexOf('\r\n\r\n');
    if (headEnd < 0) {
      this.buffered = data;
      return;
    }
    const head = data.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    if (length === undefined) return this.fail(new Error(`no Content-Length: ${head}`));
    const bodyEnd = headEnd + 4 + Number(length);
    if (data.length < bodyEnd) {
      this.buffered = data;
      return;
    }
    if (data.length > bodyEnd) return this.fail(new Error('bytes after the answer'));
    this.buffered = null;
    const waiting = this.waiting!;
    this.waiting = null;
    try {
      const raw = data.subarray(headEnd + 4, bodyEnd);
      const encoding = /\r\ncontent-encoding: *(\S+)/i.exec(head)?.[1];
      const text = inflated(raw, encoding);
      waiting.resolve({
        status: Number(head.slice(9, 12)),
        json: text ? (JSON.parse(text) as unknown) : null,
      });
    } catch (error) {
      waiting.reject(error as Error);
    }
  }

  private fail(error: Error) {
    this.socket.destroy();
    this.closed = true;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
  }
}

/** GETs of one path with a patron's bearer token, over as many connections as are in use. */
export function bareGetClient(base: string, path: string) {
  const { hostname, port } = new URL(base);
  const requests = new Map<string, Buffer>();
  const idle: Connection[] = [];
  return {
    async get(token: string): Promise<Answer> {
      let request = requests.get(token);
      if (!request) {
        request = Buffer.from(
          `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
            `Accept-Encoding: gzip, deflate\r\nAuthorization: Bearer ${token}\r\n\r\n`,
          'latin1',
        );
        requests.set(token, request);
      }
      let connection = idle.pop();
      while (connection?.closed) connection = idle.pop();
      connection ??= new Connection(hostname, Number(port));
      const answer = await connection.send(request);
      idle.push(connection);
      return answer;
    },
    close() {
      for (const connection of idle) connection.socket.destroy();
      idle.length = 0;
    },
  };
}

/** An answer's body as text, inflated as a browser would by its Content-Encoding. */
export function inflated(raw: Buffer, encoding: string | undefined): string {
  const body =
    encoding === 'gzip'
      ? zlib.gunzipSync(raw)
      : encoding === 'deflate'
        ? zlib.inflateSync(raw)
        : raw;
  return body.toString();
}
