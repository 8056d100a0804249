import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CONSENT_SOURCE_LABELS } from '@vistaar/shared/config';
import {
  ctcLabel,
  experienceLabel,
  noticeLabel,
  sourceLabel,
  formatApplicationDate,
  formatFileSize,
  genderLabel,
  type ApplicationDetail,
  type ApplicationListItem,
} from '@/entities/application';
import { DescriptionGrid } from '@/shared/ui/description-grid';

type Entry = { label: string; value: ReactNode };

function DetailGroup({ title, entries }: { title: string; entries: Entry[] }) {
  return (
    <Box component="section" sx={{ '& + &': { mt: 3 } }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1.5, color: 'primary.main' }}>
        {title}
      </Typography>
      <DescriptionGrid
        columns={{ xs: '1fr', sm: 'minmax(140px, 1fr) 2fr' }}
        columnGap={2}
        rowGap={{ xs: 0.25, sm: 1 }}
        sx={{
          '& dt': { color: 'text.secondary', fontWeight: 600, fontSize: '0.875rem' },
          '& dd': { m: 0, mb: { xs: 1.25, sm: 0 }, overflowWrap: 'anywhere' },
        }}
      >
        {entries.map(({ label, value }) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt">{label}</Typography>
            <Typography component="dd">{value === '' || value == null ? '-' : value}</Typography>
          </Box>
        ))}
      </DescriptionGrid>
    </Box>
  );
}

/**
 * Every fact of one application, each once, grouped as the form asked for them: the listed
 * row at once, the submitted details (street, city, state, resume) when they arrive.
 */
export function ApplicationFacts({
  application: shown,
}: {
  application: ApplicationListItem & Partial<ApplicationDetail>;
}) {
  return (
    <>
      <DetailGroup
        title="Personal Information"
        entries={[
          { label: 'Full name', value: shown.fullName },
          {
            label: 'Email',
            value: shown.email ? <Link href={`mailto:${shown.email}`}>{shown.email}</Link> : '',
          },
          {
            label: 'Phone',
            value: shown.phone ? <Link href={`tel:+91${shown.phone}`}>{shown.phone}</Link> : '',
          },
          { label: 'Date of birth', value: formatApplicationDate(shown.dob) },
          { label: 'Gender', value: genderLabel(shown.gender) },
        ]}
      />
      <DetailGroup
        title="Address Information"
        entries={[
          // The listed row's full address is the street, city and state in one line;
          // once the details are in, they show apart.
          { label: 'Address', value: shown.address ?? shown.fullAddress },
          ...(shown.address === undefined
            ? []
            : [
                { label: 'City', value: shown.city },
                { label: 'State', value: shown.state },
              ]),
        ]}
      />
      <DetailGroup
        title="Professional Information"
        entries={[
          { label: 'Job title', value: shown.jobTitle },
          { label: 'Department', value: shown.department },
          { label: 'Job location', value: shown.location },
          { label: 'Experience', value: experienceLabel(shown.jobExperience) },
          { label: 'Current employer', value: shown.currentEmployer },
          { label: 'Current CTC', value: ctcLabel(shown.currentCTC, shown.currentCtcAmount) },
          { label: 'Expected CTC', value: ctcLabel(shown.expectedCTC, shown.expectedCtcAmount) },
          { label: 'Notice period', value: noticeLabel(shown) },
          { label: 'Current location', value: shown.currentLocation },
          { label: 'Applied on', value: formatApplicationDate(shown.createdAt) },
          { label: 'Source', value: sourceLabel(shown) },
          ...(shown.consentSource
            ? [{ label: 'Consent', value: CONSENT_SOURCE_LABELS[shown.consentSource] }]
            : []),
        ]}
      />
      {shown.screeningAnswers.length > 0 ? (
        <DetailGroup
          title="Screening Questions"
          entries={shown.screeningAnswers.map((answer) => ({
            label: answer.question,
            value: `${answer.answer || 'Not answered'}${answer.knockedOut ? ' (knocked out)' : ''}`,
          }))}
        />
      ) : null}
      <DetailGroup
        title="Resume"
        entries={[
          { label: 'File name', value: shown.resumeFileName },
          {
            label: 'Size',
            value:
              typeof shown.resumeSizeBytes === 'number'
                ? formatFileSize(shown.resumeSizeBytes)
                : '',
          },
        ]}
      />
      {shown.keepForOtherRoles === undefined ? null : (
        <DetailGroup
          title="Consent"
          entries={[
            {
              label: 'Other roles',
              // What an e-mail to the applicant may promise follows this choice.
              value: shown.keepForOtherRoles
                ? 'Asked to be kept for other suitable roles'
                : 'Not to be kept for other roles: this application only',
            },
          ]}
        />
      )}
    </>
  );
}
