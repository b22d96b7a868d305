import { describe, expect, it } from "vitest";
import { UPLOAD_PATHS } from "./request-body.server.ts";

describe("paths whose body may carry a file", () => {
  it("are the CV form, a model's photo page and the finance page, in both languages, and nothing else", () => {
    for (const path of [
      "/ik",
      "/en/ik",
      "/ik.data",
      "/ik/basvuru",
      "/yonetim/modeller/12",
      "/en/yonetim/modeller/12.data",
      "/yonetim/finans",
      "/en/yonetim/finans.data",
      "/yonetim/rezervasyonlar/YLD-AB12CD/teslim",
      "/en/yonetim/rezervasyonlar/YLD-AB12CD/iade.data",
      "/yonetim/rezervasyonlar/YLD-AB12CD/sozlesme",
    ]) {
      expect(UPLOAD_PATHS.test(path), path).toBe(true);
    }
    for (const path of [
      "/iletisim",
      "/yonetim/modeller",
      "/yonetim/modeller/x",
      "/yonetim/siniflar",
      "/ikx",
      "/yonetim/modeller/1/2",
      "/yonetim/finans/kasa.csv",
      "/yonetim/rezervasyonlar/YLD-AB12CD/odeme",
      "/yonetim/rezervasyonlar/YLD-AB12CD",
    ]) {
      expect(UPLOAD_PATHS.test(path), path).toBe(false);
    }
  });
});
