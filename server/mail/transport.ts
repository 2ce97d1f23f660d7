/**
 * Where mail goes: SMTP (nodemailer) when SMTP_URL is set, otherwise .eml
 * files in config.outboxDir, built by nodemailer's stream transport so the
 * files are exactly what SMTP would have carried.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config';
import { ownPrivateFolder, PRIVATE_FILE_MODE } from '../db/private-files';

export interface OutgoingMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  /** Where mail goes, for the start-up log line. */
  describe(): string;
}

export function createMailTransport(
  config: Pick<ServerConfig, 'smtpUrl' | 'outboxDir'>,
): MailTransport {
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await smtp.sendMail({ ...mail, messageId: `<${mail.id}@puja-web>` });
      },
      describe: () => 'SMTP',
    };
  }
  const files = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await files.sendMail({ ...mail, messageId: `<${mail.id}@puja-web>` });
      // A mail names the devotee: the outbox is the server's user's alone.
      ownPrivateFolder(config.outboxDir);
      writeFileSync(path.join(config.outboxDir, `${mail.id}.eml`), info.message as Buffer, {
        mode: PRIVATE_FILE_MODE,
      });
    },
    describe: () => `.eml files in ${config.outboxDir}`,
  };
}
