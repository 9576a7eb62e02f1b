import { type Senders, smsHttpSender, smtpSender } from '@samity/api/notifications';
import type { NotificationChannels } from '@samity/domain';
import type { NotificationsConfig } from './notifications-config';

export interface ServerSenders {
  senders: Senders;
  channels: NotificationChannels;
  close(): void;
}

/** The channels this server delivers to, from its settings; a channel without settings is off. */
export function serverSenders(config: NotificationsConfig): ServerSenders {
  const email = config.smtp ? smtpSender(config.smtp) : undefined;
  const sms = config.sms ? smsHttpSender(config.sms) : undefined;
  return {
    senders: { sms, email },
    channels: { sms: Boolean(sms), email: Boolean(email) },
    close: () => email?.close(),
  };
}
