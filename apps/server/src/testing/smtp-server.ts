import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config.ts';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as received (headers and MIME parts). */
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:port?ignoreTLS=true, for SMTP_URL. */
  url: string;
  /** The mails received, in order. */
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback, plain (no TLS, no login). Addresses `refuse` matches get a permanent 550 at
 * RCPT TO. Mails go to `received` when given (an array the caller already holds).
 */
export async function startTestSmtpServer(
  options: { refuse?: (address: string) => boolean; received?: ReceivedMail[] } = {},
): Promise<TestSmtpServer> {
  const received = options.received ?? [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        callback(Object.assign(new Error('Boîte inconnue'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/**
 * A real SMTP server on loopback for a test file (startTestSmtpServer). Call it before useTestApp(overrides): its
 * beforeAll runs first and puts its address in `overrides.smtpUrl`, which useTestApp reads when the app starts.
 * Returns the mails received, in order.
 */
export function useTestSmtp(
  overrides: Partial<Config>,
  options: { refuse?: (address: string) => boolean } = {},
): ReceivedMail[] {
  const received: ReceivedMail[] = [];
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer({ ...options, received });
    overrides.smtpUrl = smtp.url;
  });
  afterAll(() => smtp.close());
  return received;
}
