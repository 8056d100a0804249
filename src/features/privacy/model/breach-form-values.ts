import {
  BREACH_DEFAULT_CONTACT,
  BREACH_DEFAULT_SAFETY_STEPS,
  type BreachField,
  type BreachSource,
} from '@vistaar/shared/config';
import type { BreachRecord } from '@vistaar/shared/contract';
import { indiaDateAndTime } from '@vistaar/shared/lib/india-time';

/** What the breach form's fields hold (text as typed, choices as lists). */
export interface BreachFormValues {
  summary: string;
  location: string;
  occurredAt: string;
  discoveredAt: string;
  sources: BreachSource[];
  jobId: string;
  appliedFrom: string;
  appliedTo: string;
  fields: BreachField[];
  consequences: string;
  measures: string;
  safetySteps: string;
  contact: string;
}

export const BREACH_FORM_FIELDS = [
  'summary',
  'location',
  'occurredAt',
  'discoveredAt',
  'sources',
  'jobId',
  'appliedFrom',
  'appliedTo',
  'fields',
  'consequences',
  'measures',
  'safetySteps',
  'contact',
] as const satisfies readonly (keyof BreachFormValues)[];

/** An instant as a datetime-local field shows it, in India: 'YYYY-MM-DDTHH:MM'. */
const indiaMoment = (iso: string) => {
  const { date, time } = indiaDateAndTime(iso);
  return `${date}T${time}`;
};

/** A new record starts with the safety advice and the data protection contact filled in. */
export function breachFormValues(breach?: BreachRecord): BreachFormValues {
  if (!breach) {
    return {
      summary: '',
      location: '',
      occurredAt: '',
      discoveredAt: '',
      sources: [],
      jobId: '',
      appliedFrom: '',
      appliedTo: '',
      fields: [],
      consequences: '',
      measures: '',
      safetySteps: BREACH_DEFAULT_SAFETY_STEPS,
      contact: BREACH_DEFAULT_CONTACT,
    };
  }
  return {
    summary: breach.summary,
    location: breach.location,
    occurredAt: indiaMoment(breach.occurredAt),
    discoveredAt: indiaMoment(breach.discoveredAt),
    sources: [...breach.sources],
    jobId: breach.jobId === null ? '' : String(breach.jobId),
    appliedFrom: breach.appliedFrom ?? '',
    appliedTo: breach.appliedTo ?? '',
    fields: [...breach.fields],
    consequences: breach.consequences,
    measures: breach.measures,
    safetySteps: breach.safetySteps,
    contact: breach.contact,
  };
}
