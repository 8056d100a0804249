import type { FromSchema } from 'json-schema-to-ts';
import { DROPOUT_REASON_VALUES, JOINING_RISKS, JOINING_STATES } from '../config/joining';

/** An accepted offer on its way to joining, as the Joining screen lists it. */
export const joiningRowSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    offerId: { type: 'integer' },
    applicationId: { type: 'integer' },
    candidateName: { type: 'string' },
    jobTitle: { type: 'string' },
    designation: { type: 'string' },
    joiningDate: { type: 'string', description: 'YYYY-MM-DD (India)' },
    daysToGo: {
      type: 'integer',
      description: 'Days from today (India) to the joining date; below 0 once it has passed',
    },
    state: { type: 'string', enum: JOINING_STATES },
    dropoutReason: { type: ['string', 'null'], enum: [...DROPOUT_REASON_VALUES, null] },
    note: { type: ['string', 'null'] },
    employeeId: { type: ['integer', 'null'] },
    risks: {
      type: 'array',
      items: { type: 'string', enum: JOINING_RISKS.map((risk) => risk.value) },
      description: "Why the offer is on the weekly 'at risk' list (empty when it is not)",
    },
  },
  required: [
    'offerId',
    'applicationId',
    'candidateName',
    'jobTitle',
    'designation',
    'joiningDate',
    'daysToGo',
    'state',
    'dropoutReason',
    'note',
    'employeeId',
    'risks',
  ],
} as const;
export type JoiningRow = FromSchema<typeof joiningRowSchema>;

/** The employee record marking a candidate joined made (or had made before). */
export const joinedResultSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    offerId: { type: 'integer' },
    employeeId: { type: 'integer' },
    employeeCode: { type: 'string' },
  },
  required: ['offerId', 'employeeId', 'employeeCode'],
} as const;
export type JoinedResult = FromSchema<typeof joinedResultSchema>;
