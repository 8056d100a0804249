import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LinkedIn from '@mui/icons-material/LinkedIn';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { company, jobPagePath } from '@vistaar/shared/config';
import { visuallyHidden } from '@/shared/lib/a11y';
import { Island } from '@/shared/ui/island';
import type { Job } from '@/entities/job';
import { shareLinks } from '../lib/share-links';
import { CopyLinkButton } from './CopyLinkButton';

interface ShareLinkProps {
  href: string;
  icon: ReactNode;
  /** Read before the label by screen readers: 'Share on', 'Share by'. */
  verb: string;
  label: string;
}

function ShareLink({ href, icon, verb, label }: ShareLinkProps) {
  const external = href.startsWith('https:');
  return (
    <Button
      variant="outlined"
      href={href}
      startIcon={icon}
      sx={{ justifyContent: 'flex-start' }}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <Box component="span" sx={visuallyHidden}>
        {`${verb} `}
      </Box>
      {label}
      {external ? (
        <Box component="span" sx={visuallyHidden}>
          {' (opens in a new tab)'}
        </Box>
      ) : null}
    </Button>
  );
}

/** 'Share this job': copy the link (an island), WhatsApp, LinkedIn and e-mail as plain links. */
export function ShareJob({ job }: { job: Job }) {
  const headingId = useId();
  const path = jobPagePath(job);
  const links = shareLinks(job, `${company.siteUrl}${path}`);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Share this job
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}>
        <ShareLink
          href={links.whatsApp}
          icon={<WhatsApp aria-hidden />}
          verb="Share on"
          label="WhatsApp"
        />
        <ShareLink
          href={links.linkedIn}
          icon={<LinkedIn aria-hidden />}
          verb="Share on"
          label="LinkedIn"
        />
        <ShareLink
          href={links.email}
          icon={<EmailOutlined aria-hidden />}
          verb="Share by"
          label="E-mail"
        />
        {/* Last, so the button appearing once scripts run moves nothing else. */}
        <Island
          name="jobShareLink"
          component={CopyLinkButton}
          props={{ path }}
          hydrate="interaction"
        />
      </Box>
    </Box>
  );
}
