import nodemailer from 'nodemailer';
import type { MailContent } from './templates.ts';
import { oneLine } from './format.ts';

export interface MailAddress {
  name: string;
  address: string;
}

export interface OutgoingMail extends MailContent {
  to: MailAddress;
  replyTo?: MailAddress;
  /**
   * The same for every try of one mail (event id and recipient). A process killed after the SMTP
   * server accepted a mail but before the delivery was recorded sends it again on restart: that copy
   * carries the same Message-ID, so mail clients and providers treat it as the same message.
   */
  idempotencyKey?: string;
}

/** The mail provider: SMTP today; the consumers only know this interface, so it can be swapped. */
export interface Mailer {
  /** Resolves once the server accepted the message; rejects when it did not. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

export interface SmtpOptions {
  host: string;
  port: number;
  from: string;
  secure?: boolean;
  user?: string;
  pass?: string;
}

/**
 * Addresses travel as {name, address} objects, never as strings glued together, and lose any line
 * break: nothing a visitor typed can become a header of its own.
 */
function address(value: MailAddress): MailAddress {
  return { name: oneLine(value.name), address: oneLine(value.address).replace(/[\s<>"]/g, '') };
}

/**
 * Every mail the site sends is written by a machine (RFC 3834): out-of-office and auto-reply robots
 * must not answer it, and Outlook/Exchange reads its own header for the same (docs/mail-limits.md#machine-mail).
 */
export const MACHINE_MAIL_HEADERS = {
  'Auto-Submitted': 'auto-generated',
  'X-Auto-Response-Suppress': 'OOF, AutoReply',
} as const;

/** The domain of the From address, for Message-IDs of our own. */
function senderDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'localhost';
}

export function smtpMailer(options: SmtpOptions): Mailer {
  const domain = senderDomain(options.from);
  // One connection per mail rather than a pool: a catcher or relay that went away and came back
  // is simply reached again by the next try.
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: options.secure ?? false,
    ...(options.user ? { auth: { user: options.user, pass: options.pass ?? '' } } : {}),
    // Bounded, because a delivery holds its row lock while the server answers.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: options.from,
        ...(mail.idempotencyKey ? { messageId: `<${mail.idempotencyKey.replace(/[^A-Za-z0-9.-]/g, '')}@${domain}>` } : {}),
        to: address(mail.to),
        ...(mail.replyTo ? { replyTo: address(mail.replyTo) } : {}),
        subject: oneLine(mail.subject),
        headers: { ...MACHINE_MAIL_HEADERS },
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments?.map((attachment) => ({
          filename: oneLine(attachment.filename),
          content: attachment.content,
          contentType: attachment.contentType,
        })),
      });
      return { messageId: info.messageId };
    },
    close() {
      transport.close();
    },
  };
}
