// The SMS provider port (decision 0118): one method, send one transactional message. Adapters: the
// sandbox inside the app (messages stay in sms_outbox, shown at /dev/sms) and an HTTP API shaped on
// Netgsm's REST v2. SMS_PROVIDER picks one.
import type { SmsEncoding } from "#app/domain/sms/segments.ts";

export type SmsToSend = {
  /** E.164 (+905321234567). */
  to: string;
  text: string;
  encoding: SmsEncoding;
};

export type SmsSendResult =
  | { ok: true; providerMessageId: string }
  /** permanent: retrying the same message cannot help (bad number, text, header, credentials). */
  | { ok: false; permanent: boolean; error: string };

export interface SmsProvider {
  readonly name: string;
  send(message: SmsToSend): Promise<SmsSendResult>;
}

/** The sandbox: accepts every message; the outbox row is the record /dev/sms shows. */
export function sandboxSmsProvider(): SmsProvider {
  return {
    name: "sandbox",
    async send(message) {
      if (!/^\+\d{6,15}$/.test(message.to)) return { ok: false, permanent: true, error: "invalid number" };
      return {
        ok: true,
        providerMessageId: `sandbox-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      };
    },
  };
}
