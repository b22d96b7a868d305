// One object for equal values in loader data. React Router's data stream (turbo-stream) writes a
// repeated string or number once, but an object or array once per reference: 300 timeline rows whose
// free days are equal `{ kind: "free", startSlot: 0, slots: 60 }` were written 300 times. `intern`
// returns the same data with every plain object and array that equals an earlier one (same keys in
// the same order, equal values) replaced by that earlier instance, so the stream writes it once and
// refers to it after. Loader data is never changed in place by the pages that read it.

/** The value with equal plain objects and arrays shared; primitives and other objects untouched. */
export function intern<T>(value: T): T {
  // Each distinct shared instance gets a short id; a parent's key names its children by those ids.
  const byKey = new Map<string, { value: unknown; id: string }>();
  let next = 0;
  const walk = (v: unknown): { value: unknown; id: string } => {
    if (v === null || typeof v !== "object") {
      return { value: v, id: v === undefined ? "u" : JSON.stringify(v) };
    }
    if (Array.isArray(v)) {
      const parts = v.map(walk);
      return share(`[${parts.map((p) => p.id).join(",")}]`, () => parts.map((p) => p.value));
    }
    if (Object.getPrototypeOf(v) !== Object.prototype) return { value: v, id: `@${next++}` };
    const entries = Object.entries(v).map(([k, x]) => [k, walk(x)] as const);
    return share(`{${entries.map(([k, p]) => `${JSON.stringify(k)}:${p.id}`).join(",")}}`, () =>
      Object.fromEntries(entries.map(([k, p]) => [k, p.value])),
    );
  };
  const share = (key: string, make: () => unknown) => {
    const held = byKey.get(key);
    if (held) return held;
    const made = { value: make(), id: `@${next++}` };
    byKey.set(key, made);
    return made;
  };
  return walk(value).value as T;
}
