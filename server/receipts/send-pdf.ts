/** A receipt as a download: a PDF never cached, saved under its own safe name. */
import type { FastifyReply } from 'fastify';
import type { PdfFile } from './receipt-files';

export function sendPdf(reply: FastifyReply, file: PdfFile): FastifyReply {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Cache-Control', 'private, no-store')
    .header('Content-Disposition', `attachment; filename="${file.filename}"`)
    .send(Buffer.from(file.bytes));
}
