import type { ApplicationListItem } from '@vistaar/shared/contract';

/** The application shapes are the API's response schemas (`@/shared/contract`), read as types. */
export type { ApplicationListItem, ApplicationDetail } from '@vistaar/shared/contract';

/** Gender as the staff list shows it (the form sends the codes M, F, O). */
export type ApplicationGender = ApplicationListItem['gender'];
