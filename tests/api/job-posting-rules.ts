/**
 * Google's JobPosting rules for job search, as its structured-data documentation lists them,
 * checked property by property: what a Rich Results test would call an error (a required
 * property missing or malformed) and a warning (a recommended one missing or malformed).
 *
 * Required: datePosted, description, hiringOrganization, jobLocation (a 100% remote job may
 * instead give jobLocationType TELECOMMUTE with applicantLocationRequirements), title.
 * Recommended: applicantLocationRequirements and jobLocationType (remote jobs), baseSalary,
 * directApply, employmentType, identifier, validThrough; within them the address's street,
 * locality, region and postal code, and the organization's sameAs and logo. Experience
 * (beta): experienceRequirements with monthsOfExperience, or "no requirements". The product
 * records no education level, so educationRequirements is checked only when present.
 */
export interface JobPostingReport {
  errors: string[];
  warnings: string[];
}

type Data = Record<string, unknown>;

const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];
const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const EDUCATION = [
  'high school',
  'associate degree',
  'bachelor degree',
  'professional certificate',
  'postgraduate degree',
];

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0;
const isUrl = (value: unknown) => isText(value) && /^https?:\/\/[^\s]+$/.test(value);
const isDate = (value: unknown) =>
  isText(value) && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));
const isType = (value: unknown, ...types: string[]): value is Data =>
  isObject(value) && types.includes(String(value['@type']));

export function checkJobPosting(data: unknown): JobPostingReport {
  const errors: string[] = [];
  const warnings: string[] = [];
  const error = (message: string) => errors.push(message);
  const warn = (message: string) => warnings.push(message);
  if (!isObject(data)) return { errors: ['not a JSON-LD object'], warnings };

  if (!/^https?:\/\/schema\.org\/?$/.test(String(data['@context'])))
    error('@context is not schema.org');
  if (data['@type'] !== 'JobPosting') error('@type is not JobPosting');

  // Required
  if (!isText(data.title)) error('title missing');
  else if (/\d{1,2}\/\d{1,2}|₹|\$|LPA/i.test(data.title)) error('title carries a date or a salary');
  if (!isText(data.description)) error('description missing');
  else if (data.description === data.title) error('description repeats the title');
  if (!isDate(data.datePosted)) error('datePosted missing or not ISO 8601');
  const organization = data.hiringOrganization;
  if (!isType(organization, 'Organization') || !isText(organization.name)) {
    error('hiringOrganization missing or without name');
  } else {
    if (!isUrl(organization.sameAs)) warn('hiringOrganization.sameAs missing');
    if (!isUrl(organization.logo)) warn('hiringOrganization.logo missing');
  }

  const remote = data.jobLocationType !== undefined;
  if (remote && data.jobLocationType !== 'TELECOMMUTE') error('jobLocationType is not TELECOMMUTE');
  const places = data.jobLocation === undefined ? [] : [data.jobLocation].flat();
  if (places.length === 0 && !remote) error('jobLocation missing (and the job is not 100% remote)');
  for (const place of places) {
    const address = isType(place, 'Place') ? place.address : undefined;
    if (!isType(address, 'PostalAddress')) {
      error('jobLocation without a PostalAddress');
      continue;
    }
    if (!/^[A-Z]{2}$/.test(String(address.addressCountry)))
      error('addressCountry missing or not ISO 3166 alpha-2');
    for (const field of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode']) {
      if (!isText(address[field])) warn(`jobLocation.address.${field} missing`);
    }
  }

  // Recommended
  if (remote) {
    const areas =
      data.applicantLocationRequirements === undefined
        ? []
        : [data.applicantLocationRequirements].flat();
    if (areas.length === 0) error('a TELECOMMUTE job without applicantLocationRequirements');
    for (const area of areas) {
      if (!isType(area, 'Country', 'State', 'AdministrativeArea') || !isText(area.name)) {
        error('applicantLocationRequirements is not a named Country or AdministrativeArea');
      }
    }
  }
  if (data.employmentType === undefined) warn('employmentType missing');
  else if (![data.employmentType].flat().every((type) => EMPLOYMENT_TYPES.includes(String(type)))) {
    error('employmentType has a value Google does not know');
  }
  if (data.validThrough === undefined) warn('validThrough missing');
  else if (!isDate(data.validThrough)) error('validThrough not ISO 8601');
  else if (
    isDate(data.datePosted) &&
    Date.parse(data.validThrough as string) <= Date.parse(data.datePosted as string)
  ) {
    error('validThrough is not after datePosted');
  }
  if (data.directApply === undefined) warn('directApply missing');
  else if (typeof data.directApply !== 'boolean') error('directApply is not a boolean');
  const identifier = data.identifier;
  if (identifier === undefined) warn('identifier missing');
  else if (
    !isType(identifier, 'PropertyValue') ||
    !isText(identifier.name) ||
    !isText(String(identifier.value ?? ''))
  ) {
    error('identifier is not a PropertyValue with name and value');
  }
  const salary = data.baseSalary;
  if (salary === undefined) warn('baseSalary missing');
  else if (!isType(salary, 'MonetaryAmount') || !/^[A-Z]{3}$/.test(String(salary.currency))) {
    error('baseSalary is not a MonetaryAmount with an ISO 4217 currency');
  } else {
    const value = salary.value;
    if (!isType(value, 'QuantitativeValue') || !SALARY_UNITS.includes(String(value.unitText))) {
      error('baseSalary.value is not a QuantitativeValue with a unitText Google knows');
    } else {
      const { value: exact, minValue, maxValue } = value;
      const numbers = [exact, minValue, maxValue].filter((n) => n !== undefined);
      if (numbers.length === 0 || !numbers.every((n) => typeof n === 'number' && n > 0)) {
        error('baseSalary has no positive amount');
      } else if (
        typeof minValue === 'number' &&
        typeof maxValue === 'number' &&
        maxValue < minValue
      ) {
        error('baseSalary maxValue below minValue');
      }
    }
  }

  // Education and experience (beta)
  const experience = data.experienceRequirements;
  if (experience === undefined) warn('experienceRequirements missing');
  else if (experience !== 'no requirements') {
    if (
      !isType(experience, 'OccupationalExperienceRequirements') ||
      typeof experience.monthsOfExperience !== 'number' ||
      experience.monthsOfExperience < 0
    ) {
      error('experienceRequirements is neither "no requirements" nor monthsOfExperience');
    }
  }
  const education = data.educationRequirements;
  if (education !== undefined && education !== 'no requirements') {
    if (
      !isType(education, 'EducationalOccupationalCredential') ||
      !EDUCATION.includes(String(education.credentialCategory))
    ) {
      error('educationRequirements has a credentialCategory Google does not know');
    }
  }
  if (
    data.experienceInPlaceOfEducation !== undefined &&
    typeof data.experienceInPlaceOfEducation !== 'boolean'
  ) {
    error('experienceInPlaceOfEducation is not a boolean');
  }
  return { errors, warnings };
}

/** Every JSON-LD block of an HTML page, parsed. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as unknown,
  );
}
