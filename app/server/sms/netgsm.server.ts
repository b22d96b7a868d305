// An SMS adapter shaped on Netgsm's public REST v2 API (decision 0118): POST {base}/sms/rest/v2/send
// with HTTP Basic auth (the API user code and password), JSON {msgheader, encoding, iysfilter,
// messages: [{msg, no}]}; the answer {code, description, jobid}, code "00" accepted. encoding "TR"
// sends Turkish letters as they are; iysfilter "0" marks the message informational (transactional),
// which İYS does not filter. Numbers go without "+".
import type { SmsProvider, SmsSendResult, SmsToSend } from "./provider.server.ts";

export type NetgsmConfig = {
  baseUrl: string;
  userCode: string;
  password: string;
  /** The approved sender name (başlık). */
  header: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** Netgsm's answer codes that a retry cannot fix: message text, header, credentials, bad parameters. */
const PERMANENT = new Set(["20", "30", "40", "50", "51", "70", "85"]);

export function netgsmBody(config: Pick<NetgsmConfig, "header">, message: SmsToSend) {
  return {
    msgheader: config.header,
    encoding: message.encoding === "ucs2" ? "TR" : "",
    iysfilter: "0",
    messages: [{ msg: message.text, no: message.to.replace(/^\+/, "") }],
  };
}

export function netgsmProvider(config: NetgsmConfig): SmsProvider {
  const doFetch = config.fetch ?? fetch;
  const url = `${config.baseUrl.replace(/\/+$/, "")}/sms/rest/v2/send`;
  const auth = `Basic ${Buffer.from(`${config.userCode}:${config.password}`).toString("base64")}`;
  return {
    name: "netgsm",
    async send(message): Promise<SmsSendResult> {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: auth },
          body: JSON.stringify(netgsmBody(config, message)),
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        });
      } catch (error) {
        return { ok: false, permanent: false, error: `netgsm unreachable: ${(error as Error).name}` };
      }
      const answer = (await response.json().catch(() => null)) as {
        code?: unknown;
        description?: unknown;
        jobid?: unknown;
      } | null;
      const code = typeof answer?.code === "string" ? answer.code : "";
      if (response.ok && code === "00" && typeof answer?.jobid === "string") {
        return { ok: true, providerMessageId: answer.jobid };
      }
      const description = typeof answer?.description === "string" ? answer.description : "";
      return {
        ok: false,
        permanent: PERMANENT.has(code) || response.status === 401,
        error: `netgsm ${response.status} code ${code || "-"} ${description}`.trim(),
      };
    },
  };
}
