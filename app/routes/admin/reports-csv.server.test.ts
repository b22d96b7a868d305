import { describe, expect, it } from "vitest";
import { reportCsv } from "./reports-csv.server.ts";

const range = { from: "2027-03-01", to: "2027-03-31" };

describe("report CSV download", () => {
  it("writes revenue for a Turkish Excel: headers in Turkish, ';' and decimal comma, a row per payment type and one of return charges", () => {
    const { filename, body } = reportCsv(
      {
        name: "gelir",
        range,
        data: {
          months: ["2027-03"],
          office: [{ bookings: 1, totalKurus: 500_000 }],
          card: [{ bookings: 2, totalKurus: 312_345 }],
          charges: [{ returns: 1, chargesKurus: 45_050 }],
          bookedKurus: 812_345,
          chargesKurus: 45_050,
          totalKurus: 857_395,
        },
      },
      "tr",
    );
    expect(filename).toBe("yolda-gelir-2027-03-01-2027-03-31.csv");
    expect(body).toBe(
      "\uFEFFAy;Ödeme tipi;Rezervasyon;Tutar\r\n2027-03;Ofiste ödeme;1;5000,00\r\n2027-03;Online kart;2;3123,45\r\n2027-03;Dönüş ücretleri;1;450,50\r\n",
    );
  });

  it("writes campaign use in English with a comma separator and quotes a title holding one", () => {
    const { body } = reportCsv(
      {
        name: "kampanyalar",
        range,
        data: {
          campaigns: [
            {
              code: "BAHAR15",
              title: "Spring, 15%",
              uses: 1,
              discountKurus: 50_000,
              revenueKurus: 300_000,
              usageLimit: null,
              usedCount: 4,
            },
          ],
        },
      },
      "en",
    );
    expect(body.split("\r\n")[1]).toBe('BAHAR15,"Spring, 15%",1,500.00,3000.00,,4');
  });
});
