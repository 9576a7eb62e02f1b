import type { SmsHttpConfig, SmtpConfig } from '@samity/api/notifications';
import { z } from 'zod';

/**
 * The notification settings (docs/notifications.md). SMS goes through one generic HTTP provider (SMS_URL,
 * SMS_TOKEN, SMS_SENDER, all or none), email through an SMTP server (SMTP_HOST and SMTP_FROM at least).
 * Without them the channel is off: nothing is queued for it and the screens say so. On the demo data
 * `npm start` runs a local SMS stand-in and SMTP catcher instead (labelled as a sandbox).
 */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const notificationsEnvShape = {
  SMS_URL: unsetIfEmpty(z.string().url()),
  SMS_TOKEN: unsetIfEmpty(z.string()),
  SMS_SENDER: unsetIfEmpty(z.string().max(20)),
  SMTP_HOST: unsetIfEmpty(z.string()),
  SMTP_PORT: z.coerce.number<number>().int().min(1).max(65_535).default(587),
  SMTP_SECURE: z.stringbool().default(false),
  SMTP_USER: unsetIfEmpty(z.string()),
  SMTP_PASSWORD: unsetIfEmpty(z.string()),
  SMTP_FROM: unsetIfEmpty(z.string()),
  /** true: run the local SMS stand-in and SMTP catcher even with DATABASE_URL; false: never. */
  NOTIFY_SANDBOX: unsetIfEmpty(z.stringbool()),
  /** How often the delivery worker looks for messages to send and for the monthly reminders (0: never). */
  NOTIFY_INTERVAL_SECONDS: z.coerce.number<number>().int().min(0).max(3600).default(10),
  NOTIFY_MAX_ATTEMPTS: z.coerce.number<number>().int().min(1).max(20).default(5),
  NOTIFY_TIMEOUT_SECONDS: z.coerce.number<number>().int().min(1).max(120).default(15),
};

type NotificationsEnv = z.infer<z.ZodObject<typeof notificationsEnvShape>> & { DATABASE_URL?: string };

export interface NotificationsConfig {
  sms: SmsHttpConfig | null;
  smtp: SmtpConfig | null;
  /**
   * Start the local SMS stand-in and SMTP catcher for the channels not configured (main.ts): NOTIFY_SANDBOX
   * true or false; unset (undefined) only on the demo data.
   */
  startSandbox: boolean | undefined;
  intervalSeconds: number;
  maxAttempts: number;
  timeoutMs: number;
}

const SMS = ['SMS_URL', 'SMS_TOKEN', 'SMS_SENDER'] as const;

export function checkNotificationsEnv(env: NotificationsEnv, ctx: z.RefinementCtx): void {
  const given = SMS.filter((name) => env[name] !== undefined);
  if (given.length > 0 && given.length < SMS.length)
    for (const name of SMS.filter((n) => env[n] === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `required with ${given.join(', ')}: the SMS settings go together`,
      });
  if ((env.SMTP_HOST === undefined) !== (env.SMTP_FROM === undefined))
    ctx.addIssue({
      code: 'custom',
      path: [env.SMTP_HOST === undefined ? 'SMTP_HOST' : 'SMTP_FROM'],
      message: 'SMTP_HOST and SMTP_FROM go together',
    });
  if (env.SMTP_PASSWORD !== undefined && env.SMTP_USER === undefined)
    ctx.addIssue({ code: 'custom', path: ['SMTP_USER'], message: 'required with SMTP_PASSWORD' });
}

export function notificationsConfigFrom(env: NotificationsEnv): NotificationsConfig {
  const timeoutMs = env.NOTIFY_TIMEOUT_SECONDS * 1000;
  const sms =
    env.SMS_URL && env.SMS_TOKEN && env.SMS_SENDER
      ? { url: env.SMS_URL, token: env.SMS_TOKEN, sender: env.SMS_SENDER, timeoutMs }
      : null;
  const smtp =
    env.SMTP_HOST && env.SMTP_FROM
      ? {
          host: env.SMTP_HOST,
          port: env.SMTP_PORT,
          secure: env.SMTP_SECURE,
          user: env.SMTP_USER,
          password: env.SMTP_PASSWORD,
          from: env.SMTP_FROM,
          timeoutMs,
        }
      : null;
  return {
    sms,
    smtp,
    startSandbox: env.NOTIFY_SANDBOX,
    intervalSeconds: env.NOTIFY_INTERVAL_SECONDS,
    maxAttempts: env.NOTIFY_MAX_ATTEMPTS,
    timeoutMs,
  };
}
