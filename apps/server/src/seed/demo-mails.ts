import type { MailEventType, MailKind } from '@securite/domain/email-tracking/email-tracking-schemas';
import type { Tx } from '../db/client.ts';
import { mailEvents, mailOutbox } from '../db/schema/platform.ts';

interface DemoMail {
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
  /** Hours before now when it was queued. */
  hoursAgo: number;
  /** Its history after « queued », each with minutes after it was queued. */
  events: Array<[MailEventType, number, string?]>;
}

const mails: DemoMail[] = [
  {
    to: 'agent@demo.test',
    kind: 'planning',
    subject: 'Votre planning — semaine prochaine',
    text: 'Bonjour,\n\nVotre planning de la semaine prochaine est joint à ce message.\n\nSécurité Démo',
    hoursAgo: 70,
    events: [
      ['sent', 1, '250 2.0.0 Ok: queued'],
      ['delivered', 1, '250 2.0.0 Ok: queued'],
      ['opened', 95],
    ],
  },
  {
    to: 'agent2@demo.test',
    kind: 'request',
    subject: 'Votre demande : Acceptée',
    text: 'Bonjour,\n\nVotre demande de congé a été acceptée.\n\nSécurité Démo',
    hoursAgo: 30,
    events: [
      ['sent', 1, '250 2.0.0 Ok: queued'],
      ['delivered', 1, '250 2.0.0 Ok: queued'],
      ['opened', 12],
      ['clicked', 13, 'https://securite-demo.example/#/demandes'],
    ],
  },
  {
    to: 'ancien.contact@client-demo.invalid',
    kind: 'report',
    subject: "Bon d'intervention — Centre commercial Les Arcades",
    text: "Bonjour,\n\nVeuillez trouver ci-joint le bon d'intervention.\n\nSécurité Démo",
    hoursAgo: 20,
    events: [['bounced', 1, '550 5.1.1 <ancien.contact@client-demo.invalid>: Recipient address rejected']],
  },
  {
    to: 'gerant@demo.test',
    kind: 'expiration',
    subject: 'Échéances à venir : 2 cartes professionnelles',
    text: 'Bonjour,\n\nDeux cartes professionnelles expirent dans moins de 30 jours.\n\nSécurité Démo',
    hoursAgo: 5,
    events: [
      ['failed', 1, 'Connection timeout'],
      ['sent', 6, '250 2.0.0 Ok: queued'],
      ['delivered', 6, '250 2.0.0 Ok: queued'],
    ],
  },
];

/** A few sent mails of the demo agency with their history, so that the tracking page shows every kind of event. */
export async function seedMails(tx: Tx, input: { agencyId: string; now?: Date }): Promise<void> {
  const now = (input.now ?? new Date()).getTime();
  for (const mail of mails) {
    const queuedAt = new Date(now - mail.hoursAgo * 3600_000);
    const last = mail.events.at(-1);
    const bounced = last?.[0] === 'bounced';
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        agencyId: input.agencyId,
        kind: mail.kind,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        status: bounced ? 'failed' : 'sent',
        error: bounced ? (last?.[2] ?? null) : null,
        sentAt: bounced ? null : new Date(queuedAt.getTime() + 60_000),
        createdAt: queuedAt,
      })
      .returning({ id: mailOutbox.id });
    await tx.insert(mailEvents).values([
      { mailId: row.id, agencyId: input.agencyId, type: 'queued', at: queuedAt },
      ...mail.events.map(([type, minutes, detail]) => ({
        mailId: row.id,
        agencyId: input.agencyId,
        type,
        detail: detail ?? null,
        at: new Date(queuedAt.getTime() + minutes * 60_000),
      })),
    ]);
  }
}
