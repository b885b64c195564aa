const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A plausible e-mail address (the server has the last word): something@domain.tld, no spaces. */
export const isEmailAddress = (text: string): boolean => EMAIL.test(text.trim());
