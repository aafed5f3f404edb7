import { z } from 'zod';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { zPage } from '../pagination/schemas.ts';
import { zRequiredString, zSearch } from '../validation/zod.ts';

/** The states of a customer request (demande client). Kept as text: they appear in the API paths. */
export const CustomerRequestStatus = {
  Pending: 'pending',
  InProgress: 'inProgress',
  Done: 'done',
  Closed: 'closed',
} as const;
export type CustomerRequestStatus = (typeof CustomerRequestStatus)[keyof typeof CustomerRequestStatus];
export const customerRequestStatuses = Object.values(CustomerRequestStatus) as [
  CustomerRequestStatus,
  ...CustomerRequestStatus[],
];
export const zCustomerRequestStatus = z.enum(customerRequestStatuses);
export const customerRequestStatusLabels: Record<CustomerRequestStatus, string> = {
  pending: 'En attente',
  inProgress: 'En cours de traitement',
  done: 'Traitée',
  closed: 'Clôturée',
};

/** What a customer asks for (spec: requestType). */
export const customerRequestTypes = ['intervention', 'quote', 'complaint', 'information', 'other'] as const;
export type CustomerRequestType = (typeof customerRequestTypes)[number];
export const zCustomerRequestType = z.enum(customerRequestTypes);
export const customerRequestTypeLabels: Record<CustomerRequestType, string> = {
  intervention: "Demande d'intervention",
  quote: 'Demande de devis',
  complaint: 'Réclamation',
  information: "Demande d'information",
  other: 'Autre',
};

/**
 * POST {agency}{customer}/customer-request: a customer asks for their company; staff with customerRequests.create
 * for a customer (customerId). A client-made `uuid` makes a retry one request.
 */
export const zCustomerRequestCreate = z.object({
  uuid: z.uuid().nullish(),
  customerId: z.uuid().nullish(),
  requestType: zCustomerRequestType,
  subject: zRequiredString(160),
  content: zRequiredString(5000),
});
export type CustomerRequestCreate = z.infer<typeof zCustomerRequestCreate>;

/** POST {agency}/customer-request/{status}: with sendEmail the customer is told by e-mail. */
export const zCustomerRequestStatusChange = z.object({ id: z.uuid(), sendEmail: z.boolean().default(false) });
export type CustomerRequestStatusChange = z.infer<typeof zCustomerRequestStatusChange>;

export const zCustomerRequest = z.object({
  id: z.string(),
  uuid: z.string().nullable(),
  customer: z.object({ id: z.string(), name: z.string() }),
  requestType: zCustomerRequestType,
  subject: z.string(),
  content: z.string(),
  status: zCustomerRequestStatus,
  statusChangedAt: z.string().nullable(),
  createdBy: z.object({ id: z.string().nullable(), fullname: z.string(), customer: z.boolean() }),
  /** Whether the customer was e-mailed about its last status change. */
  sent: z.boolean(),
  /** Whether the caller's side has news on it not read yet. */
  unread: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerRequest = z.infer<typeof zCustomerRequest>;

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item.transform((v) => [v]), z.array(item).max(100)]).optional();

/** POST {agency}{customer}/fetch/customer-requests. */
export const zCustomerRequestFetchRequest = zFetchRequest(
  z.object({
    status: oneOrMany(zCustomerRequestStatus),
    requestTypes: oneOrMany(zCustomerRequestType),
    customers: z.array(z.uuid()).max(500).optional(),
    unread: z.boolean().optional(),
    search: zSearch(100),
  }),
  ['createdAt', 'updatedAt', 'status', 'subject'] as const,
);
export type CustomerRequestFetchRequest = z.infer<typeof zCustomerRequestFetchRequest>;
export const zCustomerRequestPage = zPage(zCustomerRequest);

/** GET {agency}{customer}/customer-requests/unread: the menu badge of each side. */
export const zCustomerRequestUnread = z.object({
  /** The customer side: its requests with agency news it has not read. */
  selfUnread: z.number().int(),
  /** The agency side: requests with customer news the agency has not read. */
  agencyUnread: z.number().int(),
});
export type CustomerRequestUnread = z.infer<typeof zCustomerRequestUnread>;
