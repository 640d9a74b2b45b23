import { z } from 'zod';
import { singleLine } from '../../common.ts';
import { says, type ErrorCode } from '../../errors.ts';

// The customer's e-mail and phone as the public request and the back office's booking read them,
// each with the refusal code of its own form.
export const email = (code: ErrorCode) =>
  z
    .string(says(code))
    .trim()
    .max(254, says(code))
    .pipe(z.email(says(code)));
export const phone = (code: ErrorCode) =>
  singleLine('Il telefono', code)
    .trim()
    .min(10, says(code))
    .max(30, says(code))
    .regex(/^[+0-9 ()./-]+$/, says(code));

/** The customer's contact as the back office reads it, opened from its sealed columns. */
export const customerContact = {
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
};
