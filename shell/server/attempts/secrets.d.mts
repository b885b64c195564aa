// Types of secrets.mjs for the TypeScript that imports it (tests).
export type Secrets = { password?: string; token?: string };
export function secretBox(
  secret: string | null,
  options?: { log?: Pick<Console, 'warn'> },
): {
  seal(secrets: Secrets | null, id: string): string | null;
  open(text: string | null, id: string): Secrets | null;
};
export function splitSecrets<T extends { registrationData?: { password?: string } }>(
  booking: T,
  token?: string,
): { booking: T; secrets: Secrets | null };
