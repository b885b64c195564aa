/** Lower-case words only: "King's Cross & St. Pancras" -> "kings cross and st pancras". */
export function normalizeText(text: string): string {
  return ` ${text}`
    .toLowerCase()
    .replace(/['’`.]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Whole-word containment on normalized text. */
export function containsPhrase(normalizedText: string, normalizedPhrase: string): boolean {
  return normalizedPhrase.length > 0 && ` ${normalizedText} `.includes(` ${normalizedPhrase} `);
}
