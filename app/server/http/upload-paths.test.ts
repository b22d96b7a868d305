import { describe, expect, it } from "vitest";
import { UPLOAD_PATHS } from "./request-body.server.ts";

describe("paths whose body may carry a file", () => {
  it("are the CV form and a model's photo page, in both languages, and nothing else", () => {
    for (const path of [
      "/ik",
      "/en/ik",
      "/ik.data",
      "/ik/basvuru",
      "/yonetim/modeller/12",
      "/en/yonetim/modeller/12.data",
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
    ]) {
      expect(UPLOAD_PATHS.test(path), path).toBe(false);
    }
  });
});
