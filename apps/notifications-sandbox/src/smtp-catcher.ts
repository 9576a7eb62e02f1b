import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { CaughtEmail } from './messages.js';

export interface SmtpCatcher {
  host: string;
  port: number;
  emails: CaughtEmail[];
  close(): Promise<void>;
}

/**
 * A local SMTP server that keeps what it receives in memory (the newest 200) instead of sending it on: the
 * demo's and the tests' mail server. It listens on 127.0.0.1 only, accepts any login and speaks no TLS.
 */
export async function startSmtpCatcher({ port = 0 }: { port?: number } = {}): Promise<SmtpCatcher> {
  const emails: CaughtEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 1_000_000,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'sandbox' }),
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          emails.unshift({
            at: new Date().toISOString(),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          emails.length = Math.min(emails.length, 200);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    host: '127.0.0.1',
    port: bound,
    emails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
