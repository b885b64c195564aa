// Types of shell/server/operator-texts.mjs for the TypeScript that imports it (tests).
export type OperatorTextKey = 'priceIncludes' | 'cancellationPolicy' | 'meetingInstructions' | 'termsUrl' | 'privacyUrl';
/** The `operator` object of /config.json (shared/src/store/operator-atoms.ts's OperatorTexts). */
export type OperatorTextsConfig = Record<OperatorTextKey, string | null> & { sample: boolean };
export const OPERATOR_TEXT_ENV: Record<OperatorTextKey, string>;
export const OPERATOR_TEXT_MAX: number;
export function readOperatorTexts(env?: Record<string, string | undefined>): OperatorTextsConfig | null;
