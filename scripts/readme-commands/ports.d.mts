export const OWN_PORT_BASE: number;
export function commandsPortBase(env?: Record<string, string | undefined>): number;
export function movePort(port: number, base: number): number;
export function movePorts(text: string, base: number): string;
export function movedEnv(base: number, env?: Record<string, string | undefined>): Record<string, string | undefined>;
