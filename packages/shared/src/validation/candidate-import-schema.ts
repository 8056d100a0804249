import { array, object, string, type InferType } from 'yup';
import {
  IMPORT_FIELDS,
  IMPORT_MAX_ROWS,
  IMPORT_REPEATABLE_FIELDS,
} from '../config/candidate-import';
import { CONSENT_SOURCES } from '../config/candidates';

export const candidateImportMessages = {
  fileRequired: 'Choose a CSV or XLSX file of candidates.',
  fileUnreadable:
    'This file could not be read as a CSV (UTF-8) or an XLSX workbook. Save it as one of them and try again.',
  fileTooLarge: 'An import file may be at most 5 MB.',
  noRows: 'The file has a header row but no candidates under it.',
  noHeader: 'The first row of the file must name its columns.',
  tooManyRows: `An import may hold at most ${IMPORT_MAX_ROWS} candidates. Split the file and import each part.`,
  fieldInvalid: 'Choose a field for every column, or Ignore.',
  columnsMismatch: 'Give one field for each column of the file.',
  fieldTwice: 'A field other than Phone, Tags, Notes or Ignore can take only one column.',
  nameMissing: 'Map a full name column, or first name and last name columns.',
  contactMissing: 'Map an e-mail or a phone column.',
  consentSourceRequired: 'Say how the candidates agreed to be contacted.',
} as const;

const m = candidateImportMessages;

/** The mapping step: one field per column of the file, and how the people's consent was obtained. */
export const candidateImportMappingSchema = object({
  fields: array()
    .of(
      string()
        .required(m.fieldInvalid)
        .oneOf([...IMPORT_FIELDS], m.fieldInvalid),
    )
    .required(m.columnsMismatch)
    .max(200, m.columnsMismatch)
    .test('once', m.fieldTwice, (fields = []) => {
      const single = fields.filter((field) => !IMPORT_REPEATABLE_FIELDS.includes(field as never));
      return new Set(single).size === single.length;
    })
    .test(
      'name',
      m.nameMissing,
      (fields = []) =>
        fields.includes('fullName') ||
        (fields.includes('firstName') && fields.includes('lastName')),
    )
    .test(
      'contact',
      m.contactMissing,
      (fields = []) => fields.includes('email') || fields.includes('phone'),
    ),
  consentSource: string()
    .trim()
    .required(m.consentSourceRequired)
    .oneOf([...CONSENT_SOURCES], m.consentSourceRequired),
});

export type CandidateImportMappingInput = InferType<typeof candidateImportMappingSchema>;
