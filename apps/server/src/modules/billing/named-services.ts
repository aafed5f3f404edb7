import { billingMessages as bm } from '@securite/domain/billing/messages';
import type { DocumentSave } from '@securite/domain/billing/schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { invoiceLineServices } from '../../db/schema/billing.ts';
import { inAgency } from '../../db/tenant.ts';
import {
  billableServices,
  describeBilled,
  insertLineLinks,
  linksOfServices,
  lockCustomerBilling,
  splitBilled,
} from './billed-services.ts';

/**
 * The services a draft invoice's lines name (`serviceIds`), written as links: a line's links to services it no
 * longer names are removed, and the services it newly names are linked for their time not billed yet — a service
 * whose time is all billed already is refused (409 « Déjà facturé : … »). The customer's billing is locked first, as
 * for an invoice of worked hours. Lines without `serviceIds` keep their links. A draft whose customer changed may
 * not keep links to another customer's services.
 */
export async function writeNamedServices(
  tx: Tx,
  agencyId: string,
  doc: { id: string; customerId: string },
  lines: DocumentSave['lines'],
  lineIds: readonly string[],
): Promise<void> {
  const named = lines.flatMap((line, i) =>
    line.serviceIds ? [{ lineId: lineIds[i] as string, ids: line.serviceIds }] : [],
  );
  const ofDocument = and(inAgency(invoiceLineServices, agencyId), eq(invoiceLineServices.documentId, doc.id));
  const existing = await tx.select().from(invoiceLineServices).where(ofDocument);
  if (named.length === 0 && existing.length === 0) return;
  await lockCustomerBilling(tx, agencyId, doc.customerId);
  for (const { lineId, ids } of named)
    await tx
      .delete(invoiceLineServices)
      .where(
        and(
          inAgency(invoiceLineServices, agencyId),
          eq(invoiceLineServices.lineId, lineId),
          ids.length > 0 ? notInArray(invoiceLineServices.serviceId, [...ids]) : undefined,
        ),
      );
  // Every service still linked must be one of this customer's (the draft's customer may have changed).
  const linked = new Set(
    (await tx.select().from(invoiceLineServices).where(ofDocument)).map((l) => `${l.lineId}|${l.serviceId}`),
  );
  const keptServices = [...new Set([...linked].map((k) => k.split('|')[1] as string))];
  await billableServices(tx, agencyId, doc.customerId, keptServices);
  const toAdd = named.flatMap(({ lineId, ids }) =>
    [...new Set(ids)]
      .filter((serviceId) => !linked.has(`${lineId}|${serviceId}`))
      .map((serviceId) => ({ lineId, serviceId })),
  );
  if (toAdd.length === 0) return;
  const spans = await billableServices(tx, agencyId, doc.customerId, [...new Set(toAdd.map((a) => a.serviceId))]);
  const { unbilled, overlapping } = splitBilled(
    spans,
    await linksOfServices(
      tx,
      agencyId,
      spans.map((s) => s.serviceId),
    ),
  );
  const fullyBilled = unbilled.filter((u) => u.parts.length === 0);
  if (fullyBilled.length > 0 || toAdd.length > new Set(toAdd.map((a) => a.serviceId)).size)
    throw new AppError(
      ErrorCode.Conflict,
      bm.alreadyBilled(describeBilled(overlapping) || 'ce service sur une autre ligne'),
    );
  const orderedLines = [...new Set(toAdd.map((a) => a.lineId))];
  await insertLineLinks(
    tx,
    agencyId,
    doc.id,
    orderedLines,
    orderedLines.map((lineId) =>
      toAdd
        .filter((a) => a.lineId === lineId)
        .flatMap((a) =>
          (unbilled.find((u) => u.serviceId === a.serviceId)?.parts ?? []).map((p) => ({
            serviceId: a.serviceId,
            ...p,
          })),
        ),
    ),
  );
}
