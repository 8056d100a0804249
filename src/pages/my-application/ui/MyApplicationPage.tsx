import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { company, paths } from '@vistaar/shared/config';
import type { MyApplication } from '@vistaar/shared/contract';
import { Island } from '@/shared/ui/island';
import { PageHead } from '@/shared/ui/seo';
import { privacyRequestMessages, type MyApplicationFormPost } from '@vistaar/shared/validation';
import {
  ApplicantLinkForm,
  EmailChangeConfirmation,
  ErasureConfirmation,
  MyApplicationView,
} from '@/features/privacy';

/** What the address led to, with the answer to a form posted to it without JavaScript. */
export type MyApplicationPageProps = { posted?: MyApplicationFormPost } & (
  | { state: 'open'; application: MyApplication }
  | {
      state:
        | 'erased'
        | 'unknown'
        | 'renewal'
        | 'confirm-erasure'
        | 'erasure-link-invalid'
        | 'confirm-email'
        | 'email-link-invalid';
    }
);

const TITLES: Record<MyApplicationPageProps['state'], string> = {
  open: 'My application',
  erased: 'My application',
  unknown: 'My application',
  renewal: 'Get a new link to your application',
  'confirm-erasure': 'Erase your application',
  'erasure-link-invalid': 'Erase your application',
  'confirm-email': 'Confirm your new e-mail address',
  'email-link-invalid': 'Confirm your new e-mail address',
};

/** Where a confirmation page lives, for its head; every other state is under My application. */
const PAGE_PATHS: Partial<Record<MyApplicationPageProps['state'], string>> = {
  'confirm-erasure': paths.myApplicationErasure,
  'confirm-email': paths.myApplicationEmail,
};

function RenewalForm({ posted }: { posted?: MyApplicationFormPost }) {
  return (
    <Stack spacing={2}>
      <Typography>
        Enter the e-mail address you applied with. We will e-mail a new private link to each
        application made with it; older links stop working once you open the new one.
      </Typography>
      <Island
        name="applicantLink"
        component={ApplicantLinkForm}
        props={posted ? { posted } : {}}
        hydrate="load"
      />
    </Stack>
  );
}

function Body(props: MyApplicationPageProps) {
  switch (props.state) {
    case 'open':
      return (
        <Island
          name="myApplication"
          component={MyApplicationView}
          props={
            props.posted
              ? { application: props.application, posted: props.posted }
              : { application: props.application }
          }
          hydrate="load"
        />
      );
    case 'erased':
      return <Alert severity="info">{privacyRequestMessages.erased}</Alert>;
    case 'unknown':
      return (
        <Stack spacing={3}>
          <Alert severity="warning">{privacyRequestMessages.linkUnknown}</Alert>
          <RenewalForm />
        </Stack>
      );
    case 'renewal':
      return <RenewalForm posted={props.posted} />;
    case 'confirm-erasure':
      return (
        <Island
          name="erasureConfirmation"
          component={ErasureConfirmation}
          props={props.posted ? { posted: props.posted } : {}}
          hydrate="load"
        />
      );
    case 'erasure-link-invalid':
      return <Alert severity="warning">{privacyRequestMessages.erasureLinkInvalid}</Alert>;
    case 'confirm-email':
      return (
        <Island
          name="emailChangeConfirmation"
          component={EmailChangeConfirmation}
          props={props.posted ? { posted: props.posted } : {}}
          hydrate="load"
        />
      );
    case 'email-link-invalid':
      return <Alert severity="warning">{privacyRequestMessages.emailLinkInvalid}</Alert>;
  }
}

/** The applicant's own page, opened with the private link from the acknowledgement e-mail. */
export function MyApplicationPage(props: MyApplicationPageProps) {
  const title = TITLES[props.state];
  return (
    <Box sx={{ bgcolor: 'grey.50', py: { xs: 5, md: 8 } }}>
      <PageHead
        title={title}
        description={`Your application to ${company.name}: its status, your data and your rights.`}
        path={PAGE_PATHS[props.state] ?? paths.myApplication}
        noIndex
      />
      <Container maxWidth="md">
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 3 }}>
          {title}
        </Typography>
        <Body {...props} />
      </Container>
    </Box>
  );
}
