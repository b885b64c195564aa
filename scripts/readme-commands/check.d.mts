/** Every problem with the Markdown's commands and the catalogue, as `file:line  command: problem`. */
export function staticProblems(root: string): string[];
