// The SMS provider the configuration names (decision 0118).
import type { Env } from "#app/server/env.server.ts";
import { netgsmProvider } from "./netgsm.server.ts";
import { sandboxSmsProvider, type SmsProvider } from "./provider.server.ts";

export function smsProviderFor(
  env: Pick<Env, "SMS_PROVIDER" | "NETGSM_BASE_URL" | "NETGSM_USERCODE" | "NETGSM_PASSWORD" | "NETGSM_HEADER">,
): SmsProvider {
  if (env.SMS_PROVIDER === "netgsm" && env.NETGSM_USERCODE && env.NETGSM_PASSWORD) {
    return netgsmProvider({
      baseUrl: env.NETGSM_BASE_URL,
      userCode: env.NETGSM_USERCODE,
      password: env.NETGSM_PASSWORD,
      header: env.NETGSM_HEADER,
    });
  }
  return sandboxSmsProvider();
}
