import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from the first byte sent to the connection's close. */
  closedAfterMs: number;
}

function unchunk(text: string): string {
  let body = '';
  let rest = text;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return body;
    body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

/**
 * Sends `head` (request line and headers, as written) and then `bodyParts` on a real connection, each part after
 * `pauseMs`, and keeps the connection open until the server closes it: a browser that stalls or trickles, as no HTTP
 * client library can be made to. Resolves with what the server answered.
 */
export function sendSlowly(url: string, head: string, bodyParts: string[] = [], pauseMs = 0): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect({ host: hostname, port: Number(port) });
    const received: Buffer[] = [];
    const timers: NodeJS.Timeout[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      timers.forEach(clearTimeout);
      const text = Buffer.concat(received).toString('utf8');
      const [headText = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = headText.split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0);
      if (!status) return reject(new Error(`no HTTP answer before the connection closed: ${JSON.stringify(text)}`));
      const headers = Object.fromEntries(
        headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const body = rest.join('\r\n\r\n');
      resolve({ status, headers, body: headers['transfer-encoding'] === 'chunked' ? unchunk(body) : body, closedAfterMs: Date.now() - started });
    });
    socket.once('connect', () => {
      socket.write(head);
      bodyParts.forEach((part, index) => {
        timers.push(setTimeout(() => socket.writable && socket.write(part), pauseMs * index));
      });
    });
  });
}

/** A POST's head with the CSRF cookie and header a page of the shop sends, declaring a body of `contentLength`. */
export function postHead(path: string, contentLength: number, csrfToken: string): string {
  return (
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n` +
    `Cookie: csrf=${csrfToken}\r\nx-csrf-token: ${csrfToken}\r\n\r\n`
  );
}
