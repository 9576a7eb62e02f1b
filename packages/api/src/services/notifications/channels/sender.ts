/** One message to one recipient on one channel. */
export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
}

/** A channel's delivery: resolves when the provider accepted the message, throws DeliveryError otherwise. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** The senders this server has: a channel without one is off. */
export interface Senders {
  sms?: MessageSender;
  email?: MessageSender;
}

/**
 * A provider's refusal or an unreachable provider, with a message fit for the admins' list of failed
 * deliveries: it names what went wrong and never carries a credential.
 */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
}

/** Removes every secret value from a provider's text before it is stored or logged. */
export function withoutSecrets(text: string, secrets: (string | undefined)[]): string {
  let clean = text;
  for (const secret of secrets)
    if (secret && secret.length >= 4) clean = clean.split(secret).join('[redacted]');
  // Control characters (a provider's line breaks, stray bytes) become spaces: the text is shown in a table.
  const printable = [...clean].map((char) => (char.charCodeAt(0) < 32 || char === '\u007f' ? ' ' : char));
  return printable.join('').slice(0, 300);
}
