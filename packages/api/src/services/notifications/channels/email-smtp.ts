import { createTransport } from 'nodemailer';
import { DeliveryError, type MessageSender, withoutSecrets } from './sender';

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  password?: string;
  /** The From address, e.g. "Samity <no-reply@samity.example.org>" (SMTP_FROM). */
  from: string;
  timeoutMs: number;
}

/** Email through an SMTP server (nodemailer); a refusal is a DeliveryError without the password. */
export function smtpSender(config: SmtpConfig): MessageSender & { close(): void } {
  const transport = createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.password ?? '' } : undefined,
    connectionTimeout: config.timeoutMs,
    greetingTimeout: config.timeoutMs,
    socketTimeout: config.timeoutMs,
  });
  return {
    async send({ to, subject, text }) {
      try {
        await transport.sendMail({ from: config.from, to, subject, text });
      } catch (error) {
        const code = (error as { code?: string }).code;
        const message = error instanceof Error ? error.message : String(error);
        throw new DeliveryError(
          withoutSecrets(`SMTP: ${code ? `${code} ` : ''}${message}`, [config.password, config.user]),
        );
      }
    },
    close: () => transport.close(),
  };
}
