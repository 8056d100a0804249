import type { ApplicationEvent } from '@vistaar/shared/contract';
import type { ApplicationEventKind } from '@vistaar/shared/config';

/**
 * What each kind of history entry says, in one place: a new kind of event needs only its
 * line here (the type refuses a kind without one).
 */
const eventLabels: Record<ApplicationEventKind, (event: ApplicationEvent) => string> = {
  'stage-moved': ({ fromStage, toStage }) =>
    fromStage
      ? `Moved from ${fromStage.name} to ${toStage?.name ?? 'a removed stage'}`
      : `Moved to ${toStage?.name ?? 'a removed stage'}`,
  note: ({ mentions }) =>
    mentions.length > 0 ? `Note for ${mentions.map((mate) => mate.name).join(', ')}` : 'Note',
  'email-sent': () => 'E-mail sent to the candidate',
  'interview-scheduled': () => 'Interview scheduled',
  'interview-rescheduled': () => 'Interview moved',
  'interview-cancelled': () => 'Interview cancelled',
  'interview-link-sent': () => 'Link to book an interview sent to the candidate',
  'feedback-submitted': () => 'Interview feedback given',
  'applicant-corrected': () => 'Contact details corrected by the applicant',
};

export function eventLabel(event: ApplicationEvent): string {
  return eventLabels[event.kind](event);
}
