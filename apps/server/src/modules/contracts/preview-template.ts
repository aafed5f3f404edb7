import { type ContractKind, contractKindLabels, contractPartyLabels } from '@securite/domain/contracts/contract-kinds';
import { sampleTemplateValues } from '@securite/domain/contracts/sample-values';
import { fillTemplate } from '@securite/domain/contracts/template-variables';
import { slug } from '../../http/send-file.ts';
import { assertKnownVariables } from './contract-content.ts';
import { renderContractPdf } from './draw-contract-pdf.ts';

/** A template drawn with example values (POST admin/contract/{kind}/preview and the agency's template preview). */
export async function previewTemplate(
  kind: ContractKind,
  input: { title: string; body: string },
  agency: { name: string; timezone: string } | null,
): Promise<{ filename: string; pdf: Buffer }> {
  assertKnownVariables(input.body, kind);
  const values = sampleTemplateValues[kind];
  const filled = fillTemplate(input.body, kind, agency ? { ...values, 'agence.nom': agency.name } : values);
  const pdf = await renderContractPdf({
    agencyName: agency?.name ?? (values['agence.nom'] as string),
    agencyLines: [values['agence.adresse'] as string],
    title: input.title,
    reference: values['contrat.reference'] as string,
    kindLabel: contractKindLabels[kind],
    partyLabel: contractPartyLabels[kind],
    partyName: (kind === 'customer' ? values['client.nom'] : values['collaborateur.nomComplet']) as string,
    body: filled,
    preview: true,
    date: new Date(),
    timeZone: agency?.timezone ?? 'Europe/Paris',
  });
  return { filename: `${slug(input.title, 'modele')}-apercu.pdf`, pdf };
}
