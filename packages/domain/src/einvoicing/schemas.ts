import { z } from 'zod';
import { validationMessages as vm } from '../validation/messages.ts';
import { zRequiredString, zText } from '../validation/zod.ts';
import { einvoicingFormats, lifecycleStatuses } from './lifecycle.ts';
import { einvoicingMessages as m } from './messages.ts';

/** An http(s) address with a host (the domain runs without URL on every side: a pattern). */
const HTTP_URL = /^https?:\/\/[^\s/?#@]+(?::\d+)?(?:[/?#]\S*)?$/i;
const isHttpUrl = (value: string) => HTTP_URL.test(value);
const zHttpUrl = (error: string) => zText(error).trim().max(500, vm.maxLength(500)).refine(isHttpUrl, error);

export const zEinvoicingFormat = z.enum(einvoicingFormats, { error: m.format });

/** PUT {agency}/settings/einvoicing: an empty secret keeps the one stored. */
export const zEinvoicingSettingsSave = z.object({
  enabled: z.boolean(),
  baseUrl: zHttpUrl(m.baseUrl),
  tokenUrl: z.union([z.literal(''), zHttpUrl(m.tokenUrl)]).nullish(),
  clientId: zRequiredString(200),
  clientSecret: zText().max(500, vm.maxLength(500)).nullish(),
  format: zEinvoicingFormat,
});
export type EinvoicingSettingsSave = z.infer<typeof zEinvoicingSettingsSave>;

/** What the settings page reads: never the secret, only whether one is kept. */
export const zEinvoicingSettings = z.object({
  configured: z.boolean(),
  enabled: z.boolean(),
  baseUrl: z.string(),
  tokenUrl: z.string().nullable(),
  clientId: z.string(),
  hasSecret: z.boolean(),
  format: zEinvoicingFormat,
  /** The formats offered (UBL once the product makes it). */
  formats: z.array(zEinvoicingFormat),
  /** The platform's default of the environment (EINVOICING_PA_URL…), used while the agency has none of its own. */
  platformDefault: z.boolean(),
});
export type EinvoicingSettings = z.infer<typeof zEinvoicingSettings>;

/** POST {agency}/settings/einvoicing/test: the settings sent (or those stored when the body is empty). */
export const zEinvoicingTest = zEinvoicingSettingsSave.partial();
export const zEinvoicingTestResult = z.object({ ok: z.boolean(), message: z.string() });
export type EinvoicingTestResult = z.infer<typeof zEinvoicingTestResult>;

export const zLifecycleStatus = z.enum(lifecycleStatuses);

export const zEinvoicingFlow = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'payment']),
  status: zLifecycleStatus,
  reason: z.string().nullable(),
  flowId: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  submittedAt: z.string().nullable(),
  history: z.array(z.object({ status: zLifecycleStatus, reason: z.string().nullable(), at: z.string() })),
});
export type EinvoicingFlow = z.infer<typeof zEinvoicingFlow>;

/** GET {agency}/invoice/{id}/einvoicing: what went to the platform for a document, and the buyer's routing. */
export const zDocumentEinvoicing = z.object({
  enabled: z.boolean(),
  flows: z.array(zEinvoicingFlow),
  buyer: z.object({ found: z.boolean().nullable(), message: z.string().nullable() }),
  fix: z.string().nullable(),
});
export type DocumentEinvoicing = z.infer<typeof zDocumentEinvoicing>;
