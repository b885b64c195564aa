/** Every problem with the Markdown's commands and the catalogue, as `file:line  command: problem`. */
export function staticProblems(root: string): string[];
/** The problems of one catalogue entry on its own: one that runs in CI says how long it may take. */
export function entryProblems(entry: {
  command?: string;
  pattern?: unknown;
  ci?: { timeout?: number; [option: string]: unknown };
}): string[];
