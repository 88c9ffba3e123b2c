import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback (the smtp-server package). With `credentials` it demands
 * AUTH and refuses anything else, as Office 365 does for an account without an App Password.
 */
export async function startSmtpServer(
  options: { credentials?: { user: string; pass: string }; delayMs?: number } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const { credentials, delayMs = 0 } = options;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: !credentials,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.pass) {
        return callback(null, { user: auth.username });
      }
      return callback(new Error('535 5.7.3 Authentication unsuccessful'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        setTimeout(() => callback(), delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
