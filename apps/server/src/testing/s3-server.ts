import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface StoredObject {
  body: Buffer;
  contentType: string;
  etag: string;
}

export interface TestS3Server {
  /** http://127.0.0.1:port, for S3_ENDPOINT (path style). */
  endpoint: string;
  /** Objects by `bucket/key`. */
  objects: Map<string, StoredObject>;
  /** Every request as `METHOD /bucket/key`, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * The payload of an `aws-chunked` body (the SDK's streaming upload with a trailing checksum): chunks of
 * `size-in-hex[;chunk-signature=…]\r\nbytes\r\n`, ended by a zero-size chunk and optional trailers.
 */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0], 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/**
 * A small S3-compatible server for tests, in memory on loopback: PUT, GET, HEAD and DELETE of objects in
 * path style (`/bucket/key`), any bucket, signatures not checked. Enough for the files layer's S3 storage
 * (`files/s3-storage.ts`) driven by the real AWS SDK, in this process or in server processes a test starts.
 */
export async function startTestS3Server(): Promise<TestS3Server> {
  const objects = new Map<string, StoredObject>();
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://s3.test');
      const name = decodeURIComponent(url.pathname.slice(1));
      const method = request.method ?? 'GET';
      requests.push(`${method} /${name}`);
      const slash = name.indexOf('/');
      if (slash <= 0 || slash === name.length - 1) {
        // Bucket-level calls (create, list…) are not needed by the storage layer.
        response.writeHead(method === 'HEAD' ? 200 : 501, { 'content-type': 'application/xml' });
        response.end(method === 'HEAD' ? undefined : xmlError('NotImplemented', 'Bucket operations are not served'));
        return;
      }
      const object = objects.get(name);
      if (method === 'PUT') {
        const raw = Buffer.concat(chunks);
        const chunked = String(request.headers['content-encoding'] ?? '').includes('aws-chunked');
        const body = chunked || request.headers['x-amz-decoded-content-length'] ? decodeAwsChunked(raw) : raw;
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.set(name, {
          body,
          contentType: String(request.headers['content-type'] ?? 'application/octet-stream'),
          etag,
        });
        response.writeHead(200, { etag });
        response.end();
        return;
      }
      if (method === 'DELETE') {
        objects.delete(name);
        response.writeHead(204);
        response.end();
        return;
      }
      if (method === 'GET' || method === 'HEAD') {
        if (!object) {
          response.writeHead(404, { 'content-type': 'application/xml' });
          response.end(method === 'HEAD' ? undefined : xmlError('NoSuchKey', 'The specified key does not exist.'));
          return;
        }
        response.writeHead(200, {
          'content-type': object.contentType,
          'content-length': String(object.body.length),
          etag: object.etag,
          'last-modified': new Date().toUTCString(),
        });
        response.end(method === 'HEAD' ? undefined : object.body);
        return;
      }
      response.writeHead(405, { 'content-type': 'application/xml' });
      response.end(xmlError('MethodNotAllowed', 'Method not allowed'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
