/** The guide's file edits, in order. */
export function editsOf(
  text: string,
): Array<{ file: string; where: 'new' | 'after' | 'before' | 'in place of'; anchor?: string; lines: string[] }>;
