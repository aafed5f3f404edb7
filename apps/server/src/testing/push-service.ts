import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A local push service for the tests (issue 30), as Mozilla's or Google's are to a browser: an HTTPS server that
 * receives the Web Push requests of RFC 8030, checks their VAPID Authorization (RFC 8292: the JWT's ES256 signature
 * with the `k` public key, its audience and expiry) and decrypts their aes128gcm body (RFC 8291) with the
 * subscription's private key, which it made as a browser would. Not a mock of our sender: the bytes on the wire are
 * checked by the standards.
 */

/** A self-signed certificate for 127.0.0.1, made once per test file (the sender trusts it through PUSH_CA_FILE). */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-double-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A browser's subscription at the double, with the keys only the browser holds. */
export interface DoubleSubscription {
  id: string;
  /** What PushSubscription.toJSON() gives: what the web registers as its device's token. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  privateKey: Buffer;
  publicKey: Buffer;
  auth: Buffer;
}

/** One request the double received, with what it found. */
export interface ReceivedPush {
  subscriptionId: string;
  headers: Record<string, string | string[] | undefined>;
  /** The VAPID check: null when it holds, else why not. */
  vapidError: string | null;
  /** The `k` of the Authorization header: the sender's VAPID public key. */
  vapidPublicKey: string | null;
  jwt: { aud?: string; exp?: number; sub?: string } | null;
  /** The decrypted message (null when it could not be decrypted). */
  plaintext: string | null;
  status: number;
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

function checkVapid(
  authorization: string | undefined,
  origin: string,
): Pick<ReceivedPush, 'vapidError' | 'vapidPublicKey' | 'jwt'> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) return { vapidError: 'no vapid Authorization', vapidPublicKey: null, jwt: null };
  const [, token, k] = match;
  const [header, payload, signature] = token.split('.');
  const jwt = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ReceivedPush['jwt'] & object;
  const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
  const point = Buffer.from(k, 'base64url');
  if (head.alg !== 'ES256' || point.length !== 65 || point[0] !== 4) {
    return { vapidError: 'not an ES256 key', vapidPublicKey: k, jwt };
  }
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const now = Date.now() / 1000;
  const error = !signed
    ? 'bad signature'
    : jwt.aud !== origin
      ? `audience ${jwt.aud} is not ${origin}`
      : !jwt.exp || jwt.exp < now || jwt.exp > now + 24 * 3600
        ? 'expiry out of range'
        : !jwt.sub || !/^(mailto:|https:)/.test(jwt.sub)
          ? 'no subject'
          : null;
  return { vapidError: error, vapidPublicKey: k, jwt };
}

/** RFC 8291 and RFC 8188: the aes128gcm record decrypted with the subscription's keys (one record). */
function decrypt(body: Buffer, subscription: DoubleSubscription): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const senderKey = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(subscription.privateKey);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscription.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, subscription.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface PushServiceDouble {
  /** The certificate to trust (config.push.ca). */
  ca: string;
  /** Starts listening (call in beforeAll). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** A new subscription, as a browser's PushManager.subscribe would make it. */
  subscribe(): DoubleSubscription;
  /** From now on the service answers 410 Gone for this subscription (the browser unsubscribed). */
  expire(subscriptionId: string): void;
  received: ReceivedPush[];
}

export function createPushServiceDouble(): PushServiceDouble {
  const { key, cert } = selfSignedCertificate();
  const subscriptions = new Map<string, DoubleSubscription>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  let origin = '';
  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const subscription = subscriptions.get(id);
      const vapid = checkVapid(request.headers.authorization, origin);
      let plaintext: string | null = null;
      if (subscription && request.headers['content-encoding'] === 'aes128gcm') {
        try {
          plaintext = decrypt(Buffer.concat(chunks), subscription);
        } catch {
          plaintext = null;
        }
      }
      const status =
        request.method !== 'POST' || !subscription ? 404 : gone.has(id) ? 410 : vapid.vapidError ? 403 : 201;
      received.push({ subscriptionId: id, headers: request.headers, ...vapid, plaintext, status });
      response.writeHead(status).end();
    });
  });
  return {
    ca: cert,
    received,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const id = randomUUID();
      const subscription: DoubleSubscription = {
        id,
        privateKey: ecdh.getPrivateKey(),
        publicKey: ecdh.getPublicKey(),
        auth: randomBytes(16),
        json: { endpoint: '', expirationTime: null, keys: { p256dh: '', auth: '' } },
      };
      subscription.json = {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: b64(subscription.publicKey), auth: b64(subscription.auth) },
      };
      subscriptions.set(id, subscription);
      return subscription;
    },
    expire(subscriptionId) {
      gone.add(subscriptionId);
    },
  };
}
