import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkImageBytes,
  checkImageSize,
  IMAGE_WIDTHS,
  MAX_MODEL_IMAGE_BYTES,
  modelImagePath,
  parseModelImagePath,
  photoSrcSet,
  sniffImage,
  variantWidths,
} from "./model-image.ts";

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("what an uploaded photo is, from its bytes", () => {
  it("knows JPEG, PNG, WebP and AVIF by their first bytes", () => {
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffImage(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("png");
    expect(sniffImage(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("webp");
    expect(sniffImage(bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0], "avifmif1miaf"))).toBe("avif");
    expect(sniffImage(bytes([0, 0, 0, 0x1c], "ftypmif1", [0, 0, 0, 0], "mif1avifmiaf"))).toBe("avif");
  });

  it("refuses what only looks like a photo by name: PDF, SVG, HEIC, GIF, text", () => {
    for (const other of [
      bytes("%PDF-1.7"),
      bytes("<svg xmlns="),
      bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0], "mif1heic"),
      bytes("GIF89a"),
      bytes("hello"),
    ]) {
      expect(sniffImage(other)).toBeNull();
      expect(checkImageBytes(other)).toBe("notImage");
    }
  });

  it("refuses an empty file and one over the size limit before looking further", () => {
    expect(checkImageBytes(new Uint8Array())).toBe("empty");
    const big = new Uint8Array(MAX_MODEL_IMAGE_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(checkImageBytes(big)).toBe("tooBig");
  });

  it("accepts 480 x 240 up to 8000 px a side", () => {
    expect(checkImageSize(480, 240)).toBeNull();
    expect(checkImageSize(479, 400)).toBe("tooSmall");
    expect(checkImageSize(800, 239)).toBe("tooSmall");
    expect(checkImageSize(8001, 4000)).toBe("tooLarge");
    expect(checkImageSize(8000, 6000)).toBeNull();
    expect(checkImageSize(8000, 6001)).toBe("tooLarge");
  });
});

describe("the variants of a photo", () => {
  it("are never wider than the original and always include the smallest", () => {
    fc.assert(
      fc.property(fc.integer({ min: 480, max: 8000 }), (width) => {
        const widths = variantWidths(width);
        expect(widths[0]).toBe(480);
        expect(widths.every((w) => w <= width)).toBe(true);
        expect(widths.length).toBe(IMAGE_WIDTHS.filter((w) => w <= width).length);
      }),
    );
    expect(variantWidths(2000)).toEqual([480, 960, 1440]);
  });

  it("have URLs the image route parses back, and nothing else parses", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.stringMatching(/^[0-9a-f]{16}$/),
        fc.constantFrom(...IMAGE_WIDTHS),
        fc.constantFrom("avif" as const, "webp" as const, "jpg" as const),
        (id, version, width, format) => {
          const parts = modelImagePath(id, version, width, format).split("/").slice(3);
          expect(parseModelImagePath(parts[0] ?? "", parts[1] ?? "", parts[2] ?? "")).toEqual({
            modelId: id,
            version,
            width,
            format,
          });
        },
      ),
    );
    expect(parseModelImagePath("1", "0123456789abcdef", "500.avif")).toBeNull();
    expect(parseModelImagePath("1", "0123456789abcdef", "480.png")).toBeNull();
    expect(parseModelImagePath("1", "../etc", "480.avif")).toBeNull();
    expect(parseModelImagePath("01", "0123456789abcdef", "480.avif")).toBeNull();
  });

  it("are listed in a srcset with their widths", () => {
    const photo = { modelId: 7, version: "0123456789abcdef", width: 1000, height: 500, widths: [480, 960] };
    expect(photoSrcSet(photo, "webp")).toBe(
      "/gorsel/modeller/7/0123456789abcdef/480.webp 480w, /gorsel/modeller/7/0123456789abcdef/960.webp 960w",
    );
  });
});
