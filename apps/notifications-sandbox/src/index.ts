export type { CaughtEmail, CaughtSms } from './messages.js';
export { type SmsStandIn, startSmsStandIn } from './sms-stand-in.js';
export { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher.js';
