// The operator's number and e-mail become links the same way in the header, footer and home contact block.

/** A dialable tel: address: digits and a leading + only ("020 7946 0000" -> "tel:02079460000"). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const mailtoHref = (email: string): string => `mailto:${email.trim()}`;
