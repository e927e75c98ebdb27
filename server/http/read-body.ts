import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`request body larger than ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

// Beyond the limit the rest is read and dropped so the client still gets an answer; past this
// multiple the connection is cut instead.
const DRAIN_FACTOR = 16;

/** Reads the whole body, holding at most `limit` bytes in memory. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit * DRAIN_FACTOR) {
      req.destroy();
      reject(new BodyTooLargeError(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit * DRAIN_FACTOR) {
        req.destroy();
        reject(new BodyTooLargeError(limit));
      } else if (size > limit) {
        chunks.length = 0;
      } else {
        chunks.push(chunk);
      }
    });
    req.on('end', () =>
      size > limit ? reject(new BodyTooLargeError(limit)) : resolve(Buffer.concat(chunks)),
    );
    req.on('error', reject);
  });
}
