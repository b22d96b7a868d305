// Image security codes for the public forms, drawn on our server: no third party sees visitors.
// The SVG has only paths (a built-in stroke font, jittered per point) so the answer is not text.
import { createHash, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, lte } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { captchaChallenges } from "#app/server/db/schema.ts";

export const CAPTCHA_LENGTH = 5;
/** No 0/O/Q, 1/I/L, 2/Z, 5/S, 6/G, 8/B: pairs people confuse in a distorted image. */
export const CAPTCHA_ALPHABET = "ACDEFHJKMNPRTUVWXY34679";
export const CAPTCHA_TTL_MS = 10 * 60_000;
export const CAPTCHA_WIDTH = 200;
export const CAPTCHA_HEIGHT = 70;

export type CaptchaResult = "ok" | "wrong" | "expired" | "used" | "unknown";
/** A source of numbers in [0, 1); tests pass a seeded one to get repeatable images. */
export type RandomSource = () => number;

const cryptoRandom: RandomSource = () => randomInt(0, 2 ** 32) / 2 ** 32;

type Point = readonly [number, number];
type Glyph = readonly (readonly Point[])[];

// Strokes on a 4 wide x 6 high grid, y down, strokes split by "|". Curves are short polylines.
const FONT_SOURCE: Record<string, string> = {
  A: "0,6 2,0 4,6|0.8,4 3.2,4",
  C: "4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5",
  D: "0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0",
  E: "4,0 0,0 0,6 4,6|0,3 3,3",
  F: "4,0 0,0 0,6|0,3 3,3",
  H: "0,0 0,6|4,0 4,6|0,3 4,3",
  J: "1,0 4,0|3,0 3,5 2,6 1,6 0,5",
  K: "0,0 0,6|4,0 0,3.5|1.2,2.6 4,6",
  M: "0,6 0,0 2,3 4,0 4,6",
  N: "0,6 0,0 4,6 4,0",
  P: "0,6 0,0 3,0 4,1 4,2 3,3 0,3",
  R: "0,6 0,0 3,0 4,1 4,2 3,3 0,3|2,3 4,6",
  T: "0,0 4,0|2,0 2,6",
  U: "0,0 0,5 1,6 3,6 4,5 4,0",
  V: "0,0 2,6 4,0",
  W: "0,0 1,6 2,2.5 3,6 4,0",
  X: "0,0 4,6|4,0 0,6",
  Y: "0,0 2,3 4,0|2,3 2,6",
  "3": "0,0 4,0 2,2.5 3,2.5 4,3.5 4,5 3,6 1,6 0,5",
  "4": "3,6 3,0 0,4 4,4",
  "6": "3.5,0 1.5,0 0,2 0,5 1,6 3,6 4,5 4,4 3,3 1,3 0,4",
  "7": "0,0 4,0 1.5,6",
  "9": "4,2 3,3 1,3 0,2 0,1 1,0 3,0 4,1 4,4 2.5,6 0.5,6",
};

const FONT: ReadonlyMap<string, Glyph> = new Map(
  Object.entries(FONT_SOURCE).map(([char, source]) => [
    char,
    source.split("|").map((stroke) =>
      stroke.split(" ").map((pair): Point => {
        const [x = 0, y = 0] = pair.split(",").map(Number);
        return [x, y];
      }),
    ),
  ]),
);

const INK = ["#1f2937", "#7c2d12", "#1e3a8a", "#14532d", "#4c1d95"];

function between(random: RandomSource, min: number, max: number): number {
  return min + random() * (max - min);
}

function pick<T>(random: RandomSource, items: readonly T[]): T {
  const item = items[Math.min(items.length - 1, Math.floor(random() * items.length))];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();

/** A fresh code of CAPTCHA_LENGTH characters from CAPTCHA_ALPHABET. */
export function generateCaptchaCode(random: RandomSource = cryptoRandom): string {
  let code = "";
  for (let i = 0; i < CAPTCHA_LENGTH; i++) code += pick(random, [...CAPTCHA_ALPHABET]);
  return code;
}

/**
 * The code as an SVG image: each glyph scaled, rotated, shifted and jittered point by point
 * (so equal letters never share path data), with noise strokes mixed in among them.
 */
export function renderCaptchaSvg(code: string, random: RandomSource = cryptoRandom): string {
  const elements: string[] = [];
  const cell = (CAPTCHA_WIDTH - 20) / code.length;
  [...code].forEach((char, index) => {
    const glyph = FONT.get(char);
    if (!glyph) throw new Error(`no glyph for ${JSON.stringify(char)}`);
    const unit = between(random, 5.2, 6.4);
    const angle = (between(random, -22, 22) * Math.PI) / 180;
    const cx = 10 + cell * (index + 0.5) + between(random, -4, 4);
    const cy = CAPTCHA_HEIGHT / 2 + between(random, -7, 7);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const d = glyph
      .map((stroke) =>
        stroke
          .map(([gx, gy], i) => {
            const x = (gx - 2 + between(random, -0.25, 0.25)) * unit;
            const y = (gy - 3 + between(random, -0.25, 0.25)) * unit;
            return `${i === 0 ? "M" : "L"}${fmt(cx + x * cos - y * sin)} ${fmt(cy + x * sin + y * cos)}`;
          })
          .join(""),
      )
      .join("");
    elements.push(
      `<path d="${d}" fill="none" stroke="${pick(random, INK)}" stroke-width="${fmt(between(random, 2.6, 3.4))}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });
  const noise = 7 + Math.floor(random() * 4);
  for (let i = 0; i < noise; i++) {
    const x1 = between(random, 0, CAPTCHA_WIDTH * 0.3);
    const x2 = between(random, CAPTCHA_WIDTH * 0.7, CAPTCHA_WIDTH);
    const d = `M${fmt(x1)} ${fmt(between(random, 0, CAPTCHA_HEIGHT))}L${fmt(between(random, x1, x2))} ${fmt(between(random, 0, CAPTCHA_HEIGHT))}L${fmt(x2)} ${fmt(between(random, 0, CAPTCHA_HEIGHT))}`;
    elements.push(
      `<path d="${d}" fill="none" stroke="${pick(random, INK)}" stroke-width="${fmt(between(random, 0.8, 1.8))}" stroke-linecap="round" stroke-linejoin="round" opacity="0.7"/>`,
    );
  }
  // Shuffled so the document order does not tell glyphs from noise.
  for (let i = elements.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = elements[i];
    const b = elements[j];
    if (a === undefined || b === undefined) continue;
    elements[i] = b;
    elements[j] = a;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    `<rect width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" fill="#fff7ed"/>` +
    elements.join("") +
    `</svg>`
  );
}

/** What a visitor typed, compared case-insensitively and without spaces. */
export function normalizeCaptchaAnswer(answer: string): string {
  return answer.replace(/\s+/g, "").toUpperCase();
}

// The question mode (decision 0038, WCAG 1.1.1): "seven plus four" in the page's language, for
// visitors who cannot see the image. The answer is stored as digits, hashed like an image code.
export const NUMBER_WORDS = {
  tr: [
    "sıfır",
    "bir",
    "iki",
    "üç",
    "dört",
    "beş",
    "altı",
    "yedi",
    "sekiz",
    "dokuz",
    "on",
    "on bir",
    "on iki",
    "on üç",
    "on dört",
    "on beş",
    "on altı",
    "on yedi",
    "on sekiz",
    "on dokuz",
    "yirmi",
  ],
  en: [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
  ],
} as const;

/** Letters compared without Turkish marks, so "ÜÇ", "üç" and "uc" are all three. */
function plainWord(text: string): string {
  return text.toLocaleUpperCase("tr").normalize("NFD").replace(/\p{M}/gu, "").replace(/\s+/g, "");
}

const WORD_VALUES: ReadonlyMap<string, string> = new Map(
  Object.values(NUMBER_WORDS).flatMap((words) => words.map((word, value) => [plainWord(word), String(value)])),
);

/** A number written in words (Turkish or English, 0-20) as digits; anything else unchanged. */
export function numberWordsToDigits(answer: string): string {
  return WORD_VALUES.get(plainWord(answer)) ?? answer;
}

export type CaptchaQuestion = { a: number; b: number };

/** Two numbers from 2 to 9 to add (their sum, 4-18, is the answer). */
export function generateCaptchaQuestion(random: RandomSource = cryptoRandom): CaptchaQuestion {
  return { a: 2 + Math.floor(random() * 8), b: 2 + Math.floor(random() * 8) };
}

// The random id is the per-challenge salt.
function answerHash(id: string, answer: string): string {
  return createHash("sha256")
    .update(`${id}:${normalizeCaptchaAnswer(answer)}`)
    .digest("hex");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Stores a new challenge (only the answer's hash) and returns its id and image, or (mode
 * "question") the two numbers to add; the page words them in its language.
 */
export async function createCaptcha(
  db: Db,
  now: Date,
  random: RandomSource = cryptoRandom,
  options: { reveal?: (id: string, code: string) => void; mode?: "image" | "question" } = {},
): Promise<{ id: string; svg: string; question: CaptchaQuestion | null; expiresAt: Date }> {
  const id = randomUUID();
  const question = options.mode === "question" ? generateCaptchaQuestion(random) : null;
  const code = question ? String(question.a + question.b) : generateCaptchaCode(random);
  // Only the browser-test hook passes `reveal` (never mounted in production; see test-hooks.server.ts).
  options.reveal?.(id, code);
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  await db.insert(captchaChallenges).values({ id, answerHash: answerHash(id, code), createdAt: now, expiresAt });
  return { id, svg: question ? "" : renderCaptchaSvg(code, random), question, expiresAt };
}

/**
 * Checks an answer. Every attempt, right or wrong, uses the challenge up (one atomic UPDATE), so
 * a code can be tried only once and two simultaneous submissions cannot both pass.
 * Validate required fields before calling this: an empty answer also uses the code up.
 */
export async function verifyCaptcha(db: Db, id: string, answer: string, now: Date): Promise<CaptchaResult> {
  if (!UUID.test(id)) return "unknown";
  const claimed = await db
    .update(captchaChallenges)
    .set({ usedAt: now })
    .where(and(eq(captchaChallenges.id, id), isNull(captchaChallenges.usedAt)))
    .returning({ answerHash: captchaChallenges.answerHash, expiresAt: captchaChallenges.expiresAt });
  const row = claimed[0];
  if (!row) {
    const existing = await db
      .select({ id: captchaChallenges.id })
      .from(captchaChallenges)
      .where(eq(captchaChallenges.id, id))
      .limit(1);
    return existing.length > 0 ? "used" : "unknown";
  }
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  const expected = Buffer.from(row.answerHash, "hex");
  // A question's answer may also be written in words ("on bir", "eleven"). The answer as typed is
  // checked first, so an image code that spells a number ("THREE") still matches; digits read from
  // words are 1-2 characters, never a five-character image code.
  const matches = (typed: string) => {
    const given = Buffer.from(answerHash(id, typed), "hex");
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  return matches(answer) || matches(numberWordsToDigits(answer)) ? "ok" : "wrong";
}

/** Removes challenges that can no longer be answered; returns how many. */
export async function deleteExpiredCaptchas(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(captchaChallenges)
    .where(lte(captchaChallenges.expiresAt, now))
    .returning({ id: captchaChallenges.id });
  return rows.length;
}

/**
 * The message key (and its values) of the image's text alternative. It says what the image is and
 * how to get a new one, never the characters themselves.
 */
export function captchaTextAlternative(): {
  key: "forms.captcha.imageAlt";
  vars: { length: number };
} {
  return { key: "forms.captcha.imageAlt", vars: { length: CAPTCHA_LENGTH } };
}
