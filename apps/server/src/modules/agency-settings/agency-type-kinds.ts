import { messages } from '@securite/domain/errors/messages';

/** The two label lists an agency configures, with their French errors. */
export const agencyTypeKinds = {
  unavailability: {
    notFound: messages.unavailabilityTypeNotFound,
    duplicate: messages.duplicateUnavailabilityType,
  },
  request: {
    notFound: messages.requestTypeNotFound,
    duplicate: messages.duplicateRequestType,
  },
} as const;
export type AgencyTypeKind = keyof typeof agencyTypeKinds;
