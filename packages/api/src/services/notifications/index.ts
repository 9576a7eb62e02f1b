export { type SmtpConfig, smtpSender } from './channels/email-smtp';
export {
  DeliveryError,
  type MessageSender,
  type OutgoingMessage,
  type Senders,
} from './channels/sender';
export { type SmsHttpConfig, smsHttpSender } from './channels/sms-http';
export { DELIVERY_POLICY, type DeliveryPolicy, deliverPending, retryDelayMs } from './deliver.service';
