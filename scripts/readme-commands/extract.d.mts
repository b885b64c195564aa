export type FoundCommand = { command: string; line: number };
export function markdownFiles(root: string): string[];
export function commandsOf(text: string): FoundCommand[];
export function allCommands(root: string): Array<FoundCommand & { file: string }>;
