import { proposeEducation, proposeRole, proposeSkills } from './career-proposals';
import { proposeEmail, proposeFullName, proposeLocation, proposePhone } from './contact-proposals';
import type { ProposalOptions, ResumeProposals } from './proposal';
import { resumeLines } from './resume-text';
import {
  proposeCurrentCtc,
  proposeExpectedCtc,
  proposeExperience,
  proposeExperienceFromDates,
  proposeNoticePeriod,
} from './terms-proposals';

// Each field's reader is tested on its own, through this file as through proposeFields.
export { foldSkill, proposeEducation, proposeRole, proposeSkills } from './career-proposals';
export { proposeEmail, proposeFullName, proposeLocation, proposePhone } from './contact-proposals';
export {
  proposeCurrentCtc,
  proposeExpectedCtc,
  proposeExperience,
  proposeExperienceFromDates,
  proposeNoticePeriod,
} from './terms-proposals';

/**
 * Every field the resume's text states, or its job dates add up to, each with its source;
 * nothing is guessed.
 */
export function proposeFields(text: string, options: ProposalOptions): ResumeProposals {
  const lines = resumeLines(text);
  const fields: ResumeProposals = {
    fullName: proposeFullName(lines),
    email: proposeEmail(lines),
    phone: proposePhone(lines),
    ...proposeRole(lines),
    // What the resume says outranks what its dates add up to.
    totalExperienceYears:
      proposeExperience(lines) ?? proposeExperienceFromDates(lines, options.today),
    currentCtc: proposeCurrentCtc(lines),
    expectedCtc: proposeExpectedCtc(lines),
    noticePeriodDays: proposeNoticePeriod(lines, options.today),
    location: proposeLocation(lines),
    skills: proposeSkills(lines, options.jobSkills),
    education: proposeEducation(lines),
  };
  for (const key of Object.keys(fields) as (keyof ResumeProposals)[]) {
    if (fields[key] === undefined) delete fields[key];
  }
  return fields;
}
