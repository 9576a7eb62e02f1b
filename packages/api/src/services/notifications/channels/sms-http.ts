import { DeliveryError, type MessageSender, withoutSecrets } from './sender';

export interface SmsHttpConfig {
  /** The provider's send endpoint (SMS_URL). */
  url: string;
  /** Sent as "Authorization: Bearer <token>" (SMS_TOKEN). */
  token: string;
  /** The sender id or number the provider shows (SMS_SENDER). */
  sender: string;
  timeoutMs: number;
}

/**
 * The one SMS provider adapter: a JSON POST of {to, from, text} with a bearer token, the shape most
 * Bangladeshi SMS gateways offer (or a small proxy in front of one can). Any 2xx answer is accepted; any
 * other answer or no answer is a DeliveryError naming the status, never the token.
 */
export function smsHttpSender(config: SmsHttpConfig): MessageSender {
  const secrets = [config.token];
  return {
    async send({ to, text }) {
      let response: Response;
      try {
        response = await fetch(config.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${config.token}` },
          body: JSON.stringify({ to, from: config.sender, text }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        const reason =
          error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : (cause ?? 'failed');
        throw new DeliveryError(`SMS provider unreachable: ${reason}`);
      }
      if (response.ok) return;
      const body = await response.text().catch(() => '');
      throw new DeliveryError(withoutSecrets(`SMS provider answered ${response.status}: ${body}`, secrets));
    },
  };
}
