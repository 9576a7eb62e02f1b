import type { NotificationsConfig } from './notifications-config';

/** What the stand-ins need of the server's settings (env.ts composes them; this folder does not lean on it). */
type WithNotifications = { notifications: NotificationsConfig };

export interface MessageSandbox<C extends WithNotifications = WithNotifications> {
  /** The configuration pointed at the stand-ins for the channels that had no settings. */
  config: C;
  /** What the start banner prints: where to read the caught messages. */
  lines: string[];
  close(): Promise<void>;
}

/**
 * On the demo (`npm start` as it comes: the demo data) the server runs a local SMS stand-in and a local SMTP
 * catcher in this process for the channels that have no SMS_* / SMTP_* settings, and points the server at
 * them: a newcomer sends a reminder as the Finance admin and reads it on the sandbox page. Nothing leaves the
 * computer, and the page and the banner say so. With real settings a channel never uses the stand-in, and
 * without the demo data (`demo` false) it does not run unless NOTIFY_SANDBOX=true asks for it: a real
 * society's messages must not show as sent when nothing left the machine.
 */
export async function startMessageSandbox<C extends WithNotifications>(
  config: C,
  demo: boolean,
): Promise<MessageSandbox<C> | null> {
  const { notifications } = config;
  const wanted = notifications.startSandbox ?? demo;
  if (!wanted || (notifications.sms && notifications.smtp)) return null;
  const { startSmsStandIn, startSmtpCatcher } = await import('@samity/notifications-sandbox');
  const catcher = notifications.smtp ? null : await startSmtpCatcher();
  const standIn = await startSmsStandIn({ emails: catcher?.emails ?? [] });
  const timeoutMs = notifications.timeoutMs;
  return {
    config: {
      ...config,
      notifications: {
        ...notifications,
        sms: notifications.sms ?? { url: standIn.url, token: standIn.token, sender: 'SAMITY', timeoutMs },
        smtp: notifications.smtp ?? {
          host: catcher!.host,
          port: catcher!.port,
          secure: false,
          from: 'Samity demo <no-reply@samity.invalid>',
          timeoutMs,
        },
      },
    },
    lines: [`Messages SANDBOX (no SMS or email leaves this computer): read them at ${standIn.pageUrl}`],
    close: async () => {
      await standIn.close();
      await catcher?.close();
    },
  };
}
