import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { company, paths } from '@vistaar/shared/config';
import type { CandidateOffer, Preboarding } from '@vistaar/shared/contract';
import { formatIndiaDateTime } from '@vistaar/shared/lib/india-time';
import { PageHead } from '@/shared/ui/seo';
import { longDay } from '../lib/long-day';
import { PreboardingSection, type PreboardingFormOutcome } from './PreboardingSection';
import { DescriptionGrid } from '@/shared/ui/description-grid';

/**
 * What the candidate's private offer link shows. The page is plain HTML: the two forms post
 * to the page itself and it comes back with the outcome or each field's message, so
 * answering an offer needs no JavaScript at all.
 */
export interface OfferPageProps {
  offer: CandidateOffer | null;
  /** Where the forms post: the link's own address. */
  action: string;
  /** Where the letter and the signed acceptance are downloaded from. */
  documents: string;
  values?: { fullName?: string; reason?: string };
  errors?: Record<string, string>;
  /** A refusal that is no field's (the offer was answered or expired meanwhile). */
  problem?: string;
  /** Said once the answer is taken. */
  notice?: string;
  /** Once the offer is accepted: the documents asked for and the joining date. */
  preboarding?: Preboarding | null;
  /** What a pre-boarding form posted without JavaScript came back with. */
  preboardingForm?: PreboardingFormOutcome;
}

function Facts({ offer }: { offer: CandidateOffer }) {
  const rows: [string, string][] = [
    // The job's title only where the letter's designation differs from it.
    [
      'Position',
      offer.jobTitle && offer.jobTitle !== offer.designation
        ? `${offer.designation ?? ''} (${offer.jobTitle})`
        : (offer.designation ?? ''),
    ],
    ['Annual CTC', `${offer.ctc ?? ''} (${offer.ctcInWords ?? ''})`],
    ['Joining date', offer.joiningDate ? longDay(offer.joiningDate) : ''],
    ['Answer by', offer.validUntil ? `${longDay(offer.validUntil)} (India time)` : ''],
  ];
  return (
    <DescriptionGrid columns={{ sm: '10rem 1fr' }} gap={1}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
            {value}
          </Typography>
        </Box>
      ))}
    </DescriptionGrid>
  );
}

function AnswerForms({
  action,
  values,
  errors,
}: Pick<OfferPageProps, 'action' | 'values' | 'errors'>) {
  return (
    <Stack spacing={3}>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="accept-heading"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography id="accept-heading" variant="h2" sx={{ fontSize: '1.3rem', mb: 1.5 }}>
          Accept the offer
        </Typography>
        <Box component="form" method="post" action={action}>
          <input type="hidden" name="answer" value="accept" />
          <Stack spacing={2}>
            <TextField
              name="fullName"
              label="Your full name, as in the letter"
              defaultValue={values?.fullName ?? ''}
              error={Boolean(errors?.fullName)}
              helperText={errors?.fullName}
              autoComplete="name"
              required
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Box component="label" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <Box
                component="input"
                type="checkbox"
                name="accept"
                value="on"
                required
                aria-describedby={errors?.accept ? 'accept-error' : undefined}
                sx={{ width: 22, height: 22, mt: 0.25, flexShrink: 0 }}
              />
              <Typography component="span">
                I accept this offer of employment from {company.legalName} on the terms of the offer
                letter, and I agree that typing my name here is my signature.
              </Typography>
            </Box>
            {errors?.accept ? (
              <Typography id="accept-error" color="error" variant="body2">
                {errors.accept}
              </Typography>
            ) : null}
            <Box>
              <Button type="submit" variant="contained" size="large">
                Accept the offer
              </Button>
            </Box>
          </Stack>
        </Box>
      </Paper>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="decline-heading"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography id="decline-heading" variant="h2" sx={{ fontSize: '1.3rem', mb: 1.5 }}>
          Decline the offer
        </Typography>
        <Box component="form" method="post" action={action}>
          <input type="hidden" name="answer" value="decline" />
          <Stack spacing={2}>
            <TextField
              name="reason"
              label="Why (optional)"
              defaultValue={values?.reason ?? ''}
              error={Boolean(errors?.reason)}
              helperText={errors?.reason}
              multiline
              minRows={2}
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Box>
              <Button type="submit" variant="outlined" color="error">
                Decline the offer
              </Button>
            </Box>
          </Stack>
        </Box>
      </Paper>
    </Stack>
  );
}

function Body(props: OfferPageProps) {
  const { offer, documents } = props;
  if (!offer) {
    return (
      <Alert severity="warning">
        This offer link is not valid. Use the link in the latest e-mail we sent you.
      </Alert>
    );
  }
  if (offer.state === 'superseded') {
    return (
      <Alert severity="info">
        This offer has been replaced by a newer one. Use the link in the latest e-mail we sent you.
      </Alert>
    );
  }
  if (offer.state === 'withdrawn')
    return <Alert severity="info">This offer has been withdrawn.</Alert>;
  return (
    <Stack spacing={3}>
      {props.notice ? <Alert severity="success">{props.notice}</Alert> : null}
      {props.problem ? <Alert severity="error">{props.problem}</Alert> : null}
      <Typography>
        Dear {offer.candidateName}, {company.name} offers you the position below. Read the letter,
        then accept or decline it here.
      </Typography>
      <Facts offer={offer} />
      <Typography>
        <Link href={`${documents}/letter.pdf`} target="_blank" rel="noopener">
          Read the offer letter (PDF)
        </Link>
      </Typography>
      {offer.state === 'open' ? <AnswerForms {...props} /> : null}
      {offer.state === 'accepted' ? (
        <Alert severity="success">
          You accepted this offer
          {offer.respondedAt ? ` on ${formatIndiaDateTime(offer.respondedAt)}` : ''}.{' '}
          <Link href={`${documents}/signed.pdf`}>Download the signed acceptance (PDF)</Link>
        </Alert>
      ) : null}
      {offer.state === 'accepted' && props.preboarding ? (
        <PreboardingSection
          preboarding={props.preboarding}
          action={props.action}
          outcome={props.preboardingForm}
        />
      ) : null}
      {offer.state === 'declined' ? (
        <Alert severity="info">You declined this offer. Thank you for letting us know.</Alert>
      ) : null}
      {offer.state === 'expired' ? (
        <Alert severity="warning">
          This offer has expired: it was valid until the date in the letter.
        </Alert>
      ) : null}
    </Stack>
  );
}

/** The candidate's offer, opened with the private link from the offer e-mail. */
export function OfferPage(props: OfferPageProps) {
  return (
    <Box sx={{ bgcolor: 'grey.50', py: { xs: 4, md: 8 } }}>
      <PageHead
        title="Your offer"
        description={`Your offer of employment from ${company.name}.`}
        path={paths.offer}
        noIndex
      />
      <Container maxWidth="md">
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 3 }}>
          Your offer from {company.name}
        </Typography>
        <Body {...props} />
      </Container>
    </Box>
  );
}
