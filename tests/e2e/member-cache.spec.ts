// Members at cached speed (issue 29 item 4, decision 0146): a signed-in member's public pages are
// kept by the server per kind of member cookie, so another visitor with the same kind of cookie (a
// forged session cookie here: the same key as a real member's) gets the very copy the member got.
// That copy must hold nothing of the member: their name and e-mail appear on their own member area
// and never in another visitor's answer; the header still says "member area" to the member.
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";

const MEMBER = { email: "uye@yolda.test", password: "Yolda-Demo-2026", firstName: "Deniz", lastName: "Örnek" };
// Public pages a member may open first (so their copy is the one kept), in both languages.
const PUBLIC_PAGES = ["/", "/en", "/araclarimiz", "/en/araclarimiz", "/sss", "/hizmet-noktalarimiz", "/Tum_Blog"];

async function visitor(browser: Browser, cookies: Array<{ name: string; value: string }> = []) {
  const context = await browser.newContext();
  const url = test.info().project.use.baseURL ?? "";
  if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url })));
  return context;
}

async function page(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 });
  return { status: res.status(), cacheControl: res.headers()["cache-control"] ?? "", html: await res.text() };
}

test("a member's kept public pages carry nothing of them to another visitor", async ({ browser, baseURL }) => {
  const member = await visitor(browser);
  const signedIn = await member.request.post("/giris", {
    form: { email: MEMBER.email, password: MEMBER.password, redirectTo: "/" },
    headers: { origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(302);
  expect((await member.cookies()).map((c) => c.name)).toContain("yolda.session_token");

  // The member's own area shows who they are (so the names below are the right ones to look for).
  const area = await page(member.request, "/uye-profil");
  expect(area.status).toBe(200);
  expect(area.html).toContain(MEMBER.firstName);
  expect(area.html).toContain(MEMBER.email);

  // The member opens the public pages first, then again: the second answer is the kept copy.
  for (const path of PUBLIC_PAGES) {
    for (const round of [1, 2]) {
      const got = await page(member.request, path);
      expect(got.status, `${path} #${round}`).toBe(200);
      // Kept by this server only: never by a browser or a CDN.
      expect(got.cacheControl, path).toBe("private, no-store");
      // The header links to the member area (not to sign in).
      const area = path.startsWith("/en") ? 'href="/en/uye-profil"' : 'href="/uye-profil"';
      expect(got.html.includes(area), `${path}: ${area}`).toBe(true);
    }
  }

  // Same key as the member's (a session cookie, here forged), a hint cookie alone, and nobody.
  const forged = await visitor(browser, [
    { name: "yolda.session_token", value: "forged.token" },
    { name: "yolda_member", value: "1" },
  ]);
  const hint = await visitor(browser, [{ name: "yolda_member", value: "1" }]);
  const anonymous = await visitor(browser);
  for (const other of [forged, hint, anonymous]) {
    for (const path of [...PUBLIC_PAGES, "/uye-profil"]) {
      const got = await page(other.request, path);
      for (const personal of [MEMBER.firstName, MEMBER.lastName, MEMBER.email])
        expect(got.html.includes(personal), `${path}: ${personal}`).toBe(false);
    }
    // Nobody else is let into the member area.
    expect((await page(other.request, "/uye-profil")).status).toBe(302);
  }
  // The forged cookie got the member's kept copy (the same key): the member-area link, nothing else of them.
  expect((await page(forged.request, "/")).html.includes('href="/uye-profil"')).toBe(true);
  // A search's results: member prices for the member (kept per price group once the session was
  // checked), never for a forged session cookie, a hint alone or a visitor.
  const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
  const search = `/rezervasyon?alis=IST&donus=IST&alisTarihi=${day(21)}T10:00&donusTarihi=${day(24)}T10:00`;
  const memberApplied = /Üye fiyatı uygulandı \(%\d+ indirim\)/;
  for (const round of [1, 2, 3]) {
    const got = await page(member.request, search);
    expect(got.status, `member search #${round}`).toBe(200);
    expect(memberApplied.test(got.html), `member price on the member's search #${round}`).toBe(true);
    expect(got.cacheControl).toBe("private, no-store");
  }
  for (const other of [forged, hint, anonymous]) {
    const got = await page(other.request, search);
    expect(got.status).toBe(200);
    expect(memberApplied.test(got.html), "no member price applied for a visitor").toBe(false);
    expect(got.html.includes("/giris?redirectTo="), "the visitor is offered to sign in").toBe(true);
    for (const personal of [MEMBER.firstName, MEMBER.lastName, MEMBER.email])
      expect(got.html.includes(personal), `search: ${personal}`).toBe(false);
  }
  // A visitor without a member cookie still gets the shared copy with the sign-in link.
  const home = await page(anonymous.request, "/");
  expect(home.cacheControl).toContain("public");
  expect(home.html.includes('href="/giris"'), "sign-in link").toBe(true);
  expect(home.html.includes('href="/uye-profil"'), "member area link").toBe(false);
  await Promise.all([member, forged, hint, anonymous].map((c) => c.close()));
});
