import { newPasswordError, nextResetStep, PASSWORD_RESET_MESSAGES as M, type ResetEvent, type ResetStep } from '../password-reset';

describe('forgot password steps (product §4)', () => {
  test.each<[ResetStep, ResetEvent, ResetStep]>([
    ['email', 'codeSent', 'code'],
    ['code', 'codeVerified', 'password'],
    ['code', 'back', 'email'],
    ['code', 'codeSent', 'code'],
    ['password', 'passwordReset', 'done'],
    ['email', 'codeVerified', 'email'],
    ['email', 'passwordReset', 'email'],
    ['password', 'back', 'password'],
    ['done', 'back', 'done'],
  ])('%s + %s -> %s', (step, event, next) => expect(nextResetStep(step, event)).toBe(next));
});

describe('new password', () => {
  test.each([
    ['Secret#123', 'Secret#123', null],
    ['Secret#123', 'Secret#124', M.mismatch],
    ['short', 'short', M.passwordShort],
    ['short', 'other', M.mismatch],
  ])('%p / %p', (password, confirm, error) => expect(newPasswordError(password, confirm)).toBe(error));
});
