import { z } from 'zod';
import { multiLine, singleLine } from '../common.ts';
import { MESSAGES } from '../messages.ts';

/** POST /api/send-contact-email: all four fields required (docs/product/texts.md#contact). */
export const contactMessage = z.object({
  name: singleLine('Il nome', MESSAGES.formName).trim().min(2, MESSAGES.formName).max(120, 'Nome troppo lungo'),
  email: z
    .string({ error: MESSAGES.formEmail })
    .trim()
    .max(254, MESSAGES.formEmail)
    .pipe(z.email({ error: MESSAGES.formEmail })),
  phone: singleLine('Il telefono', MESSAGES.formPhone)
    .trim()
    .min(10, MESSAGES.formPhone)
    .max(30, MESSAGES.formPhone)
    .regex(/^[+0-9 ()./-]+$/, MESSAGES.formPhone),
  message: multiLine('Il messaggio', MESSAGES.contactMessage)
    .trim()
    .min(10, MESSAGES.contactMessage)
    .max(5000, 'Messaggio troppo lungo (massimo 5000 caratteri)'),
});
export type ContactMessage = z.input<typeof contactMessage>;
