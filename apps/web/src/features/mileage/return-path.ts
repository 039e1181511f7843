// Where a mileage page sends the member back after a charge or a card registration.

/** A path inside this app from `?returnTo=`, or null: an address elsewhere ("//evil.example") is never followed. */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
