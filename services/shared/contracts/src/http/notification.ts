import { z } from 'zod';
import { says } from '../errors.ts';
import { multiLine, singleLine } from '../common.ts';

/** POST /api/send-contact-email: all four fields required (docs/product/texts.md#contact). */
export const contactMessage = z.object({
  name: singleLine('Il nome', 'name_required').trim().min(2, says('name_required')).max(120, says('name_too_long')),
  email: z
    .string(says('email_invalid'))
    .trim()
    .max(254, says('email_invalid'))
    .pipe(z.email(says('email_invalid'))),
  phone: singleLine('Il telefono', 'phone_required')
    .trim()
    .min(10, says('phone_required'))
    .max(30, says('phone_required'))
    .regex(/^[+0-9 ()./-]+$/, says('phone_required')),
  message: multiLine('Il messaggio', 'message_too_short')
    .trim()
    .min(10, says('message_too_short'))
    .max(5000, says('message_too_long', { max: '5000' })),
});
export type ContactMessage = z.input<typeof contactMessage>;
