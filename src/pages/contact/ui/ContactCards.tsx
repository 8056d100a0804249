import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import EmailRounded from '@mui/icons-material/EmailRounded';
import LocationOnRounded from '@mui/icons-material/LocationOnRounded';
import PhoneInTalkRounded from '@mui/icons-material/PhoneInTalkRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { company } from '@vistaar/shared/config';
import { SectionShell, type SectionTone } from '@/shared/ui/sections';
import { BareList } from '@/shared/ui/bare-list';

function ContactCard({
  icon: Icon,
  title,
  children,
  footnote,
}: {
  icon: SvgIconComponent;
  title: string;
  children: ReactNode;
  footnote: string;
}) {
  return (
    <Card sx={{ height: '100%', p: { xs: 3, md: 3.5 }, display: 'flex', flexDirection: 'column' }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 52,
          height: 52,
          borderRadius: '14px',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, 0.1),
          mb: 2.5,
        })}
      >
        <Icon />
      </Box>
      <Typography variant="h5" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ flexGrow: 1, color: 'text.secondary' }}>{children}</Box>
      <Typography
        variant="body2"
        sx={{
          mt: 2.5,
          pt: 2,
          borderTop: 1,
          borderColor: 'divider',
          color: 'text.secondary',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <AccessTimeRounded fontSize="small" aria-hidden sx={{ color: 'primary.main' }} />
        {footnote}
      </Typography>
    </Card>
  );
}

const linkSx = { fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' } as const;

export interface ContactCardsProps {
  title: string;
  tone?: SectionTone;
}

/** Call, visit or write: the three ways to reach the company, with hours and response time. */
export function ContactCards({ title, tone }: ContactCardsProps) {
  const headingId = useId();
  const { address, emails, phones, hours, responseTime } = company;
  return (
    <SectionShell labelledBy={headingId} tone={tone} sx={{ py: { xs: 6, md: 9 } }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ textAlign: 'center', mb: 5 }}>
        {title}
      </Typography>
      <BareList
        sx={{
          display: 'grid',
          gap: { xs: 2.5, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <li>
          <ContactCard icon={PhoneInTalkRounded} title="Call Us" footnote={hours}>
            <Box component="ul" role="list" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {phones.map((phone) => (
                <Box component="li" key={phone.tel} sx={{ '& + &': { mt: 1.5 } }}>
                  <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                    {phone.label}
                  </Typography>
                  <Link href={`tel:${phone.tel}`} sx={linkSx}>
                    {phone.display}
                  </Link>
                </Box>
              ))}
            </Box>
          </ContactCard>
        </li>
        <li>
          <ContactCard icon={LocationOnRounded} title="Visit Our Office" footnote={`Open ${hours}`}>
            <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.7 }}>
              <Typography
                component="span"
                sx={{ display: 'block', fontWeight: 700, color: 'text.primary' }}
              >
                {company.legalName}
              </Typography>
              <span>{address.line1}</span>
              <br />
              <span>{`${address.city}, ${address.state} ${address.postalCode}`}</span>
              <br />
              <span>{address.country}</span>
            </Box>
          </ContactCard>
        </li>
        <li>
          <ContactCard
            icon={EmailRounded}
            title="Email Us"
            footnote={`We reply within ${responseTime}`}
          >
            <Typography variant="body2" component="span" sx={{ display: 'block' }}>
              General enquiries and support
            </Typography>
            <Link href={`mailto:${emails.support}`} sx={linkSx}>
              {emails.support}
            </Link>
            <Typography variant="body2" component="span" sx={{ display: 'block', mt: 1.5 }}>
              Quotes and new projects
            </Typography>
            <Link href={`mailto:${emails.sales}`} sx={linkSx}>
              {emails.sales}
            </Link>
          </ContactCard>
        </li>
      </BareList>
    </SectionShell>
  );
}
