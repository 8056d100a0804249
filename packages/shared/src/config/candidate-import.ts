// Candidate imports: the fields a file's columns can be mapped to, and ready mappings.

export const IMPORT_FIELDS = [
  'ignore',
  'fullName',
  'firstName',
  'lastName',
  'email',
  'phone',
  'currentEmployer',
  'currentTitle',
  'totalExperience',
  'noticePeriod',
  'currentLocation',
  'skills',
  'source',
  'tags',
  'notes',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  ignore: 'Ignore',
  fullName: 'Full name',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  currentEmployer: 'Current company',
  currentTitle: 'Current title',
  totalExperience: 'Total experience (years)',
  noticePeriod: 'Notice period',
  currentLocation: 'Current location',
  skills: 'Skills (comma list)',
  source: 'Source',
  tags: 'Tags',
  notes: 'Notes',
};

/** Fields that may take several columns (their values are joined); the rest take one. */
export const IMPORT_REPEATABLE_FIELDS: readonly ImportField[] = [
  'ignore',
  'tags',
  'notes',
  'phone',
];

export const IMPORT_STATUSES = ['uploaded', 'applied', 'discarded'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const IMPORT_OUTCOMES = ['create', 'merge', 'refuse'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export const IMPORT_FILE_KINDS = ['csv', 'xlsx'] as const;
export type ImportFileKind = (typeof IMPORT_FILE_KINDS)[number];

/** An import file: CSV (UTF-8) or XLSX, its first sheet, a header row and at most this many rows. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;

export const IMPORT_PRESETS = ['freshteam'] as const;
export type ImportPreset = (typeof IMPORT_PRESETS)[number];

export const IMPORT_PRESET_LABELS: Record<ImportPreset, string> = {
  freshteam: 'Freshteam candidate export',
};

/**
 * Column headings (compared case-insensitively, spaces collapsed) and the field each maps to.
 * Freshteam's candidate export (Admin > Data export, candidates.csv or its XLSX): the person's
 * name in two columns, contact columns, and profile columns; resume links are left out.
 */
export const IMPORT_PRESET_COLUMNS: Record<ImportPreset, Record<string, ImportField>> = {
  freshteam: {
    'first name': 'firstName',
    'last name': 'lastName',
    email: 'email',
    mobile: 'phone',
    phone: 'phone',
    source: 'source',
    tags: 'tags',
    location: 'currentLocation',
    'total experience': 'totalExperience',
    'current employer': 'currentEmployer',
    designation: 'currentTitle',
    skills: 'skills',
  },
};

/** The heading as presets compare it. */
export const importHeadingKey = (heading: string) =>
  heading.trim().replace(/\s+/g, ' ').toLowerCase();

/** Usual headings of other files, for the suggested mapping. */
const USUAL_HEADINGS: Record<string, ImportField> = {
  name: 'fullName',
  'full name': 'fullName',
  'candidate name': 'fullName',
  'first name': 'firstName',
  'last name': 'lastName',
  surname: 'lastName',
  email: 'email',
  'e-mail': 'email',
  'email address': 'email',
  'email id': 'email',
  phone: 'phone',
  mobile: 'phone',
  'phone number': 'phone',
  'mobile number': 'phone',
  company: 'currentEmployer',
  'current company': 'currentEmployer',
  'current employer': 'currentEmployer',
  employer: 'currentEmployer',
  title: 'currentTitle',
  'current title': 'currentTitle',
  designation: 'currentTitle',
  'job title': 'currentTitle',
  experience: 'totalExperience',
  'total experience': 'totalExperience',
  'experience (years)': 'totalExperience',
  'notice period': 'noticePeriod',
  location: 'currentLocation',
  'current location': 'currentLocation',
  city: 'currentLocation',
  skills: 'skills',
  'key skills': 'skills',
  source: 'source',
  tags: 'tags',
  notes: 'notes',
  comments: 'notes',
  resume: 'ignore',
  'resume link': 'ignore',
  'resume url': 'ignore',
};

/**
 * The mapping proposed for a file's headings: a preset's, else the usual headings; a field
 * that takes one column goes to the first heading naming it, the rest are ignored.
 */
export function suggestImportMapping(
  headings: readonly string[],
  preset?: ImportPreset,
): ImportField[] {
  const table = preset ? IMPORT_PRESET_COLUMNS[preset] : USUAL_HEADINGS;
  const taken = new Set<ImportField>();
  return headings.map((heading) => {
    const field = table[importHeadingKey(heading)] ?? 'ignore';
    if (!IMPORT_REPEATABLE_FIELDS.includes(field) && taken.has(field)) return 'ignore';
    taken.add(field);
    return field;
  });
}
