import type { MyServicesResponse } from '@securite/domain/planning/service-schemas';
import {
  type AnswerSchema,
  answer,
  array,
  boolean,
  integer,
  nullable,
  number,
  object,
  string,
} from '../../../api/read.ts';

// The agent's services, read without zod (api/read.ts): the field start page lists them at once on a phone.

const named = object({ id: string, name: string });

/** zPlanningService. */
const service = object({
  id: string,
  reference: string,
  status: integer,
  startAt: string,
  endAt: string,
  realStartAt: nullable(string),
  realEndAt: nullable(string),
  site: nullable(named),
  agent: nullable(object({ id: string, fullname: string })),
  activityType: nullable(string),
  specialty: nullable(string),
  postTitle: nullable(string),
  comments: nullable(string),
  dog: nullable(string),
  startPoint: nullable(string),
  endPoint: nullable(string),
  recurrenceId: nullable(string),
  isCircuit: boolean,
  circuitId: nullable(string),
  groupId: nullable(string),
  roundIds: array(string),
  checkpointIds: array(string),
});

/** zAddressOut. */
const address = object({
  street: nullable(string),
  complement: nullable(string),
  zipcode: nullable(string),
  city: nullable(string),
  country: string,
  location: nullable(object({ latitude: number({ min: -90, max: 90 }), longitude: number({ min: -180, max: 180 }) })),
});

/** GET {agency}/agent/{id}/services (zMyServicesResponse). */
export const myServicesAnswer: AnswerSchema<MyServicesResponse> = answer(
  object({ services: array(service), sites: array(object({ id: string, address })) }),
);
