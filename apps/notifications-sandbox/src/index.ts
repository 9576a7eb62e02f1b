export { type CaughtSms, type SmsStandIn, startSmsStandIn } from './sms-stand-in';
export { type CaughtEmail, type SmtpCatcher, startSmtpCatcher } from './smtp-catcher';
