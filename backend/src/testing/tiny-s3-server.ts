import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** An object the server holds, with the headers it was stored with. */
export type TinyS3Object = { readonly body: Buffer; readonly contentType: string; readonly cacheControl: string };

/** One request as the server saw it, for the test to check what the client sent. */
export type TinyS3Request = { readonly method: string; readonly path: string; readonly authorization: string; readonly amzDate: string; readonly contentSha256: string };

export type TinyS3Server = {
  readonly endpoint: string;
  readonly objects: Map<string, TinyS3Object>;
  readonly requests: TinyS3Request[];
  close(): Promise<void>;
};

/** AWS Signature V4 as an S3 client sends it: algorithm, credential scope of the key id, signed headers, signature. */
const SIGNATURE = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/[a-z0-9-]+\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=[0-9a-f]{64}$/;

function payloadHashOk(declared: string, body: Buffer): boolean {
  if (declared === 'UNSIGNED-PAYLOAD' || declared.startsWith('STREAMING-')) return true;
  return declared === createHash('sha256').update(body).digest('hex');
}

/**
 * The S3 calls the media store makes (PUT, GET, DELETE of an object, path-style `/<bucket>/<key>`), over real HTTP
 * on a local port. Every request must carry a V4 signature made with `accessKeyId` over the host, date and payload
 * hash headers, and the payload hash must match the body; anything else is answered 403 as S3 would. GETs without
 * credentials are answered as a public-read bucket answers them.
 */
export async function startTinyS3Server(bucket: string, accessKeyId: string): Promise<TinyS3Server> {
  const objects = new Map<string, TinyS3Object>();
  const requests: TinyS3Request[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://localhost');
      const authorization = String(req.headers.authorization ?? '');
      const amzDate = String(req.headers['x-amz-date'] ?? '');
      const contentSha256 = String(req.headers['x-amz-content-sha256'] ?? '');
      requests.push({ method: req.method ?? '', path: url.pathname, authorization, amzDate, contentSha256 });
      const signature = SIGNATURE.exec(authorization);
      const signed = signature?.[2]?.split(';') ?? [];
      // The bucket is public-read, as MEDIA_PUBLIC_URL needs: a GET without credentials is a browser reading an image.
      const publicRead = req.method === 'GET' && authorization === '';
      if (!publicRead && (!signature || signature[1] !== accessKeyId || !['host', 'x-amz-date', 'x-amz-content-sha256'].every((h) => signed.includes(h)) || !/^\d{8}T\d{6}Z$/.test(amzDate) || !payloadHashOk(contentSha256, body))) {
        res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const prefix = `/${bucket}/`;
      if (!url.pathname.startsWith(prefix)) {
        res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchBucket</Code></Error>');
        return;
      }
      const key = decodeURIComponent(url.pathname.slice(prefix.length));
      if (req.method === 'PUT') {
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? ''), cacheControl: String(req.headers['cache-control'] ?? '') });
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else if (req.method === 'GET') {
        const object = objects.get(key);
        if (object) res.writeHead(200, { 'content-type': object.contentType, 'cache-control': object.cacheControl }).end(object.body);
        else res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
      } else {
        res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
