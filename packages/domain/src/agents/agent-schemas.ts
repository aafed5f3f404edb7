import { z } from 'zod';
import { isRight } from '../auth/rights.ts';
import { messages } from '../errors/messages.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { EMAIL_PATTERN } from '../validation/rules.ts';
import { zIsoDate, zOptionalString, zPhone, zRequiredString, zUuid } from '../validation/zod.ts';
import { agentTypes, expirationKinds, MAX_AGENT_RATING, MIN_AGENT_RATING } from './agent-types.ts';
import { normalizeCnapsCardNumber } from './cnaps-card.ts';
import { employmentMessages, zEmployment, zEmploymentInput } from './employment.ts';
import { zHourlyCostCents } from './hourly-cost.ts';

/** A calendar day, YYYY-MM-DD. */
export const zDay = () => zIsoDate(messages.invalidDate);

/** Hours with at most 2 decimals, between 0 and max. */
const zHours = (max: number) =>
  z
    .number({ error: m.invalid })
    .min(0, m.invalid)
    .max(max, m.invalid)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, m.invalid);

/** An optional e-mail: the empty string of a cleared field means none. */
export const zOptionalEmail = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(254, m.maxLength(254))
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), m.email)
    .transform((v) => (v === '' ? null : v))
    .nullable();

export const zAgentAddress = z.object({
  street: zOptionalString(255),
  complement: zOptionalString(255),
  zipcode: zOptionalString(20),
  city: zOptionalString(120),
  country: zOptionalString(80),
});
export type AgentAddress = z.infer<typeof zAgentAddress>;

export const zActiveContract = z.object({
  hoursLimit: zHours(744),
  period: z.enum(['weekly', 'monthly'], { error: m.invalid }),
});
export type ActiveContract = z.infer<typeof zActiveContract>;

export const zAgentDog = z.object({
  name: zRequiredString(100),
  breed: zOptionalString(100),
  identificationNumber: zOptionalString(50),
  vaccinationExpiresAt: zDay().nullable().optional(),
});
export type AgentDog = z.infer<typeof zAgentDog>;

export const zExpirationInput = z.object({
  id: zUuid().nullable().optional(),
  kind: z.enum(expirationKinds, { error: m.invalid }),
  label: zRequiredString(200),
  number: zOptionalString(100),
  expiresAt: zDay(),
});
export type ExpirationInput = z.infer<typeof zExpirationInput>;

const zRight = z.string().refine(isRight, m.invalid);

/**
 * The agent dialog's details (agentInfos). On an edit, a field left out keeps its value; on a creation it
 * takes its default (rating 3, plannable).
 */
export const zAgentInfosInput = z.object({
  comments: zOptionalString(5000),
  rating: z.number({ error: m.integer }).int(m.integer).min(MIN_AGENT_RATING).max(MAX_AGENT_RATING).optional(),
  generateRegistrationNumber: z.boolean().optional(),
  registrationNumber: zOptionalString(50),
  restrictions: zOptionalString(2000),
  /** Overtime increase in percent (25 for 25 %), at most 2 decimals. */
  overtimeIncrease: zHours(1000).nullable().optional(),
  /** Coût horaire chargé, in cents: what an hour of the agent costs the agency (margins). */
  hourlyCostCents: zHourlyCostCents().nullable().optional(),
  specialties: z.array(zRequiredString(100)).max(50).optional(),
  plannable: z.boolean().optional(),
  weekDuration: zHours(168).nullable().optional(),
  type: z.enum(agentTypes, { error: m.invalid }).optional(),
  externalCompanyName: zOptionalString(200),
  activeContract: zActiveContract.nullable().optional(),
  dogs: z.array(zAgentDog).max(20).optional(),
  cnapsCardNumber: zOptionalString(60)
    .transform((v) => (v ? normalizeCnapsCardNumber(v) : v))
    .optional(),
  cnapsCardExpiresAt: zDay().nullable().optional(),
  birthDate: zDay().nullable().optional(),
  birthPlace: zOptionalString(120),
  nationality: zOptionalString(80),
  ...zEmploymentInput,
  /** The whole list of documents: those left out are deleted. */
  expirations: z.array(zExpirationInput).max(100).optional(),
});
export type AgentInfosInput = z.infer<typeof zAgentInfosInput>;

/** POST {agency}/agent: without id creates an agent record, with id edits it (create or edit right). */
export const zAgentSaveRequest = z
  .object({
    id: zUuid().nullable().optional(),
    firstname: zRequiredString(100),
    lastname: zRequiredString(100),
    email: zOptionalEmail().optional(),
    phone: zPhone().nullable().optional(),
    address: zAgentAddress.nullable().optional(),
    rights: z.array(zRight).max(100).optional(),
    /** Gives the record a login account and sends the invitation e-mail. */
    willActivate: z.boolean().optional(),
    /** Takes the login account away (the record stays). */
    willDeactivate: z.boolean().optional(),
    agentInfos: zAgentInfosInput.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.willActivate && value.willDeactivate) {
      ctx.addIssue({ code: 'custom', path: ['willDeactivate'], message: messages.agentActivateAndDeactivate });
    }
    const { entryDate, exitDate } = value.agentInfos ?? {};
    if (entryDate && exitDate && exitDate < entryDate) {
      ctx.addIssue({ code: 'custom', path: ['agentInfos', 'exitDate'], message: employmentMessages.exitBeforeEntry });
    }
    // On an edit the e-mail may already be stored; the server checks that case.
    if (value.willActivate && value.email === null) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: messages.agentEmailRequiredToActivate });
    }
  });
export type AgentSaveRequest = z.input<typeof zAgentSaveRequest>;
export type AgentSaveInput = z.output<typeof zAgentSaveRequest>;

export const zAgentExpiration = z.object({
  id: z.string(),
  kind: z.enum(expirationKinds),
  label: z.string(),
  number: z.string().nullable(),
  expiresAt: z.string(),
  status: z.enum(['expired', 'expiresSoon', 'valid']),
  daysLeft: z.number().int(),
});
export type AgentExpiration = z.infer<typeof zAgentExpiration>;

export const zAgentItem = z.object({
  id: z.string(),
  label: z.string(),
  reference: z.string().nullable(),
  quantity: z.number().int(),
  position: z.number().int(),
  assignedAt: z.string().nullable(),
});
export type AgentItem = z.infer<typeof zAgentItem>;

export const zAgentInfos = z.object({
  comments: z.string().nullable(),
  rating: z.number().int(),
  registrationNumber: z.string().nullable(),
  individualNumber: z.string(),
  restrictions: z.string().nullable(),
  overtimeIncrease: z.number().nullable(),
  hourlyCostCents: z.number().int().nullable(),
  specialties: z.array(z.string()),
  plannable: z.boolean(),
  weekDuration: z.number().nullable(),
  type: z.enum(agentTypes),
  externalCompanyName: z.string().nullable(),
  activeContract: zActiveContract.nullable(),
  dogs: z.array(zAgentDog),
  cnapsCardNumber: z.string().nullable(),
  cnapsCardExpiresAt: z.string().nullable(),
  cnapsCardStatus: z.enum(['expired', 'expiresSoon', 'valid']).nullable(),
  birthDate: z.string().nullable(),
  birthPlace: z.string().nullable(),
  nationality: z.string().nullable(),
  ...zEmployment,
  expirations: z.array(zAgentExpiration),
  items: z.array(zAgentItem),
});
export type AgentInfos = z.infer<typeof zAgentInfos>;

/** An agent as GET {agency}/agent/{id} shows it: the id is the membership's (the agent scope id). */
export const zAgent = z.object({
  id: z.string(),
  userId: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  fullname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(['active', 'invited', 'inactive']),
  active: z.boolean(),
  /** The agent has chosen a password (an invitation was accepted). */
  hasAccount: z.boolean(),
  rights: z.array(z.string()),
  address: zAgentAddress.nullable(),
  isOwner: z.boolean(),
  /** The id of the agent's photo (GET {agency}/files/{id}/download), null without one. */
  profilePicture: z.string().nullable(),
  /** Monthly hours from the contract (weekly × 52/12). */
  workingLimit: z.number().nullable(),
  fake: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  agentInfos: zAgentInfos,
});
export type Agent = z.infer<typeof zAgent>;

/** The answer of a save: the agent and the non-blocking anomalies to show (empty when none). */
export const zAgentSaveResponse = z.object({ agent: zAgent, anomalies: z.array(z.string()) });
export type AgentSaveResponse = z.infer<typeof zAgentSaveResponse>;
