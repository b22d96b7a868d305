import { describe, expect, it } from "vitest";
import { officeContact, phoneLink, reservationContacts } from "./phone-links.ts";

describe("phone links", () => {
  it("shows a Turkish number nationally and dials it in E.164", () => {
    expect(phoneLink("+90 212 555 01 01")).toEqual({ display: "0212 555 01 01", href: "tel:+902125550101" });
    expect(phoneLink("0 (312) 555 02 11")).toEqual({ display: "0312 555 02 11", href: "tel:+903125550211" });
  });

  it("keeps a foreign number's own country", () => {
    expect(phoneLink("+49 30 123456")?.href).toBe("tel:+4930123456");
  });

  it("gives no link for something that is not a number", () => {
    expect(phoneLink("")).toBeNull();
    expect(phoneLink("ask at the desk")).toBeNull();
  });

  it("names the return office only when it is another office, always with the roadside line", () => {
    const a = { id: 1, name: "Ankara Kızılay", phone: "+90 312 555 02 11", email: "kizilay@yolda.com.tr" };
    const b = { id: 2, name: "İzmir", phone: "+90 232 555 03 01" };
    const same = reservationContacts(a, a);
    expect(same?.roadside).toEqual({ display: "0850 555 96 54", href: "tel:+908505559654" });
    expect(same?.pickup).toEqual({
      name: "Ankara Kızılay",
      phone: { display: "0312 555 02 11", href: "tel:+903125550211" },
      email: "kizilay@yolda.com.tr",
    });
    expect(same?.dropoff).toBeNull();
    expect(reservationContacts(a, b)?.dropoff).toEqual(officeContact(b));
    expect(officeContact(b).email).toBeNull();
  });
});
