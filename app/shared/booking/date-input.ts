// Typing a date as dd.mm.yyyy: the dots go in as digits are typed. Apart from the driver schema
// so the forms that use it load no validation code for it (decision 0151).

/** Inserts the dots of dd.mm.yyyy while typing digits; leaves anything else as typed. */
export function maskDateInput(value: string): string {
  if (!/^[\d.]*$/.test(value)) return value;
  const digits = value.replace(/\D/g, "").slice(0, 8);
  if (digits.length <= 2) return digits + (value.endsWith(".") && digits.length === 2 ? "." : "");
  if (digits.length <= 4) return `${digits.slice(0, 2)}.${digits.slice(2)}`;
  return `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4)}`;
}

/** The date fields' input handler: dots inserted as digits are typed (dd.mm.yyyy). */
export function maskDateOnInput(event: { currentTarget: HTMLInputElement }): void {
  const input = event.currentTarget;
  const masked = maskDateInput(input.value);
  if (masked !== input.value) input.value = masked;
}
