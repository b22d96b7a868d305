// deploy/nginx.conf agrees with the app (docs/decisions/0071): the upload paths and body limits are the app's,
// the page cache's key holds every cookie a shared page depends on and a session bypasses it, and
// the cluster's rewrite of the file names this machine's servers.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_CV_BYTES } from "#app/domain/files/cv-content.ts";
import { MAX_MODEL_IMAGE_BYTES } from "#app/domain/fleet/model-image.ts";
import { APP_PROMPT_COOKIE } from "#app/features/app-prompt/platform.ts";
import { CONSENT_COOKIE } from "#app/features/consent/consent.ts";
import { themeCookie } from "#app/features/layout/theme.ts";
import { langCookie } from "#app/i18n/config.ts";
import { FORM_BODY_LIMIT, UPLOAD_PATHS } from "#app/server/http/request-body.server.ts";
import { nginxConfig } from "./cluster.ts";

const root = path.resolve(import.meta.dirname, "..", "..");
const conf = readFileSync(path.join(root, "deploy", "nginx.conf"), "utf8");
const ingress = readFileSync(path.join(root, "deploy", "k8s", "ingress.yaml"), "utf8");

const size = (value: string) => {
  const match = /^(\d+)([km]?)$/.exec(value);
  if (!match) throw new Error(`size ${value}`);
  return Number(match[1]) * ({ "": 1, k: 1024, m: 1024 * 1024 }[match[2] as "" | "k" | "m"] ?? 1);
};

const paths = [
  "/ik",
  "/en/ik",
  "/ik.data",
  "/ik/basvuru",
  "/en/ik/basvuru",
  "/yonetim/modeller/12",
  "/yonetim/modeller/12.data",
  "/en/yonetim/modeller/3/",
  "/iletisim",
  "/yonetim/modeller",
  "/yonetim/modeller/x",
  "/yonetim/modeller/1/2",
  "/ikx",
  "/en/iletisim",
  "/Filo-Kiralama",
];

describe("deploy/nginx.conf", () => {
  it("lets the app's upload paths, and only them, carry files (nginx and the ingress)", () => {
    const location = /location ~ (\^\/\(en\/\)\?[^\s]+) \{\s*client_max_body_size (\w+);/.exec(conf);
    if (!location?.[1]) throw new Error("no upload location in nginx.conf");
    const nginx = new RegExp(location[1]);
    const k8s = new RegExp(`^/${/- path: \/(\(en\/\)\?\(ik[^\n]+)/.exec(ingress)?.[1] ?? "none"}`);
    for (const p of paths) {
      expect(nginx.test(p), `nginx ${p}`).toBe(UPLOAD_PATHS.test(p));
      expect(k8s.test(p), `ingress ${p}`).toBe(UPLOAD_PATHS.test(p));
    }
    expect(paths.filter((p) => UPLOAD_PATHS.test(p)).length).toBe(8);
  });

  it("refuses bodies where the app does, and lets uploads through to the app's own 413 page", () => {
    const general = /^\s*client_max_body_size (\w+);/m.exec(conf)?.[1] ?? "";
    expect(size(general)).toBe(FORM_BODY_LIMIT);
    const upload = /client_max_body_size (\w+);\s*proxy_request_buffering/.exec(conf)?.[1] ?? "";
    expect(size(upload)).toBeGreaterThanOrEqual(Math.max(MAX_CV_BYTES, MAX_MODEL_IMAGE_BYTES) + 512 * 1024);
    expect(/proxy-body-size: (\w+)/.exec(ingress)?.[1]).toBe(general);
  });

  it("keys shared pages by every cookie the page depends on", () => {
    const key = /proxy_cache_key "([^"]+)";/.exec(conf)?.[1] ?? "";
    for (const cookie of [themeCookie, CONSENT_COOKIE, APP_PROMPT_COOKIE, langCookie]) {
      expect(key).toContain(`$cookie_${cookie}`);
    }
    expect(key).toContain("$request_uri");
    expect(key).toContain("$yolda_encoding");
  });

  it("never serves a kept page to a member or staff session, and keeps pages for other cookies", () => {
    const pattern = /map \$http_cookie \$yolda_private \{\s*default 0;\s*"~([^"]+)" 1;/.exec(conf)?.[1];
    if (!pattern) throw new Error("no $yolda_private map");
    const session = new RegExp(pattern);
    for (const cookie of [
      "yolda.session_token=abc",
      "__Secure-yolda.session_token=abc",
      "yolda_theme=dark; yolda_member=1",
      "yolda-staff.session_token=abc",
      "yolda_lang=en; __Secure-yolda-staff.session_token=abc",
    ]) {
      expect(session.test(cookie), cookie).toBe(true);
    }
    for (const cookie of ["yolda_theme=dark", "yolda_consent=all; yolda_lang=en", "other.session_token_x=1"]) {
      expect(session.test(cookie), cookie).toBe(false);
    }
  });

  it("is rewritten for this machine's servers by the cluster, with a server marked down", () => {
    const out = nginxConfig({ dir: "/tmp/x", port: 8099, appPorts: [4001, 4002, 4003], down: [1] });
    expect(out).toContain("listen 127.0.0.1:8099;");
    expect(out.match(/^\s*server 127\.0\.0\.1:\d+ [^\n]*;$/gm)).toEqual([
      "    server 127.0.0.1:4001 max_fails=3 fail_timeout=10s;",
      "    server 127.0.0.1:4002 max_fails=3 fail_timeout=10s down;",
      "    server 127.0.0.1:4003 max_fails=3 fail_timeout=10s;",
    ]);
    expect(out).not.toMatch(/app\d+:3000|\/var\/cache\/nginx|\/srv\/yolda/);
  });
});
