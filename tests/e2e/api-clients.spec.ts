// The back office's API clients page (/yonetim/api-istemcileri) in both languages: an admin creates
// a client and sees its secret once, the secret gets a token at POST /token, rotating ends the old
// secret, revoking ends the client; other roles get the 403 page and no menu entry; axe finds nothing.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { signInAsStaff } from "./staff-session.ts";
import { expectAccessible } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

async function tokenStatus(request: APIRequestContext, clientId: string, secret: string): Promise<number> {
  const res = await request.post("/token", {
    form: { grant_type: "client_credentials", client_id: clientId, client_secret: secret },
  });
  return res.status();
}

const x = {
  tr: {
    prefix: "",
    title: "API istemcileri",
    clientId: "İstemci kimliği (client_id)",
    name: "Ad",
    book: /^book:/,
    submit: "İstemciyi oluştur",
    created: "İstemci oluşturuldu.",
    rotate: (c: string) => `${c} istemcisinin gizli anahtarını yenile`,
    rotated: /Gizli anahtar yenilendi/,
    revoke: (c: string) => `${c} istemcisini iptal et`,
    revoked: /İstemci iptal edildi/,
    taken: "Bu istemci kimliği zaten kullanılıyor.",
  },
  en: {
    prefix: "/en",
    title: "API clients",
    clientId: "Client id (client_id)",
    name: "Name",
    book: /^book:/,
    submit: "Create client",
    created: "Client created.",
    rotate: (c: string) => `Rotate the secret of ${c}`,
    rotated: /Secret rotated/,
    revoke: (c: string) => `Revoke ${c}`,
    revoked: /Client revoked/,
    taken: "This client id is already taken.",
  },
};

for (const lang of flowLanguages("tr")) {
  const w = x[lang];
  test(`${lang} an admin creates, rotates and revokes an API client; the secret is shown once and works`, async ({
    page,
    request,
  }) => {
    const clientId = `e2e-${lang}-${Date.now().toString(36)}`;
    await signInAsStaff(page, "admin", lang, `${w.prefix}/yonetim/api-istemcileri`);
    await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByRole("link", { name: w.title })).toBeVisible();
    await expect(page.getByText("yolda-mobile", { exact: true })).toBeVisible();
    await expectAccessible(page);
    if (process.env.API_SCREENSHOTS) {
      await page.screenshot({ path: `/tmp/api/clients-${lang}-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 820, height: 1100 });
      await page.screenshot({ path: `/tmp/api/clients-${lang}-820.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    await page.getByLabel(w.clientId).fill("yolda-mobile");
    await page.getByLabel(w.name, { exact: true }).fill("Taken");
    await page.getByRole("button", { name: w.submit }).click();
    await expect(page.getByText(w.taken)).toBeVisible();
    await expect(page.getByLabel(w.clientId)).toHaveValue("yolda-mobile");

    await page.getByLabel(w.clientId).fill(clientId);
    await page.getByLabel(w.name, { exact: true }).fill("E2E agency");
    await page.getByLabel(w.book).check();
    await page.getByRole("button", { name: w.submit }).click();
    await expect(page.getByText(w.created)).toBeVisible();
    const secret = (await page.getByTestId("api-secret").textContent()) ?? "";
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await tokenStatus(request, clientId, secret)).toBe(200);
    await expectAccessible(page);
    if (process.env.API_SCREENSHOTS) await page.screenshot({ path: `/tmp/api/clients-${lang}-secret.png` });

    // Shown once: a reload shows the list without it.
    await page.goto(`${w.prefix}/yonetim/api-istemcileri`);
    await expect(page.getByTestId("api-secret")).toHaveCount(0);

    await page.getByRole("button", { name: w.rotate(clientId) }).click();
    await expect(page.getByText(w.rotated)).toBeVisible();
    const rotated = (await page.getByTestId("api-secret").textContent()) ?? "";
    expect(rotated).not.toBe(secret);
    expect(await tokenStatus(request, clientId, secret)).toBe(401);
    expect(await tokenStatus(request, clientId, rotated)).toBe(200);

    await page.getByRole("button", { name: w.revoke(clientId) }).click();
    await expect(page.getByText(w.revoked)).toBeVisible();
    await expect(page.getByRole("button", { name: w.revoke(clientId) })).toHaveCount(0);
    expect(await tokenStatus(request, clientId, rotated)).toBe(401);
  });
}

test("staff other than admins get the 403 page and no menu entry", async ({ page }) => {
  await signInAsStaff(page, "office", "en");
  await expect(page.getByRole("link", { name: "API clients" })).toHaveCount(0);
  const res = await page.goto("/en/yonetim/api-istemcileri");
  expect(res?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "API clients" })).toHaveCount(0);
});
