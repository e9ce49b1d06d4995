import type { IncomingMessage } from 'node:http';

/**
 * A request's body, read whole as long as it stays within `limit` bytes (the Content-Length a client announces
 * included); undefined past it, having read no further. Signatures are checked on these exact bytes.
 */
export async function readCappedBody(stream: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const announced = Number(stream.headers['content-length'] ?? 0);
  if (announced > limit) return undefined;
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    length += bytes.length;
    if (length > limit) return undefined;
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}
