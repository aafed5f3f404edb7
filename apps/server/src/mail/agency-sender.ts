import { readAgencyEmailSettings, withSignature } from '@securite/domain/agency-settings/email-settings';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { agencies } from '../db/schema/tenancy.ts';
import { escapeHtml } from './html.ts';

export interface AgencySender {
  /** The display name of the sender (params/email, else the agency's name). */
  fromName: string;
  /** Where answers go (params/email, else the agency's address). */
  replyTo: string | null;
  signature: string | null;
}

/** How an agency's mails leave, from its e-mail settings (params/email); null for an unknown agency. */
export async function agencySender(db: Db | Tx, agencyId: string): Promise<AgencySender | null> {
  const [agency] = await db
    .select({ name: agencies.name, email: agencies.email, settings: agencies.settings })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  if (!agency) return null;
  const settings = readAgencyEmailSettings(agency.settings?.email);
  return {
    fromName: settings.senderName ?? agency.name,
    replyTo: settings.replyTo ?? agency.email ?? null,
    signature: settings.signature,
  };
}

/** The mail's parts with the agency's signature under them (text after « -- », html before </body>). */
export function signMail(parts: { text: string; html: string | null }, signature: string | null) {
  if (!signature?.trim()) return parts;
  const block = `<p style="color: #555; white-space: pre-line">-- <br>${escapeHtml(signature.trim())}</p>`;
  const html = parts.html
    ? parts.html.includes('</body>')
      ? parts.html.replace('</body>', `${block}\n</body>`)
      : `${parts.html}\n${block}`
    : null;
  return { text: withSignature(parts.text, signature), html };
}

/** The address part of MAIL_FROM (« Nom <adresse> » or the address alone). */
export function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}
