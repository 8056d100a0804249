import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import { paths } from '@vistaar/shared/config';
import { PageHead } from '@/shared/ui/seo';
import { goTo } from '@/shared/lib/navigation';
import { Island } from '@/shared/ui/island';
import type { EmployeeCheckPost } from '@vistaar/shared/validation';
import { EmployeeCheckForm } from './EmployeeCheckForm';
import { ShareWithVerifierButton } from '@/features/verificationSharing';
import {
  EmployeeAvatar,
  EmployeeStatusChip,
  formatSalaryInr,
  formatUsLongDate,
  isBlackListed,
  clearVerifiedRecord,
  readVerifiedRecord,
  saveVerifiedRecord,
  type EmployeeDetailsRecord,
} from '@/entities/employee';

const pulse = keyframes`
  0%, 100% { transform: scale(1); opacity: 1; }
  50% { transform: scale(1.06); opacity: 0.65; }
`;

function orDash(value: string | null | undefined): string {
  return value && value.trim() ? value : '—';
}

function dateOrDash(value: string): string {
  return value ? formatUsLongDate(value) : '—';
}

interface Detail {
  label: string;
  value: string;
}

function DetailsSection({ title, details }: { title: string; details: Detail[] }) {
  const id = `section-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2.5, sm: 3 }, height: '100%' }}>
      <Typography id={id} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1.25 },
        }}
      >
        {details.map(({ label, value }) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body1"
              sx={{ m: 0, mb: { xs: 1.25, sm: 0 }, fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}

function NoEmployeeData({ posted }: { posted?: EmployeeCheckPost }) {
  return (
    <Card sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <PersonSearchOutlinedIcon sx={{ fontSize: 56, color: 'primary.main', mb: 1 }} />
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        No Employee Data Found
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>Please verify your OTP first.</Typography>
      <Button href={paths.career} variant="contained">
        Back to Careers
      </Button>
      <EmployeeCheckForm posted={posted} />
    </Card>
  );
}

function EmployeeDetails({
  employee,
  onDone,
}: {
  employee: EmployeeDetailsRecord;
  onDone: () => void;
}) {
  const fullName = [employee.FirstName, employee.LastName].filter(Boolean).join(' ');
  const blackListed = isBlackListed(employee.Status);
  const salary = formatSalaryInr(employee.Salary);

  return (
    <Stack spacing={3}>
      <Card component="header" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 2, sm: 3 }}
          sx={{
            alignItems: { xs: 'center', sm: 'center' },
            textAlign: { xs: 'center', sm: 'left' },
          }}
        >
          <EmployeeAvatar
            name={fullName}
            src={employee.ProfileImage}
            size={112}
            sx={{ border: 4, borderColor: 'primary.light' }}
          />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="h3" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {orDash(fullName)}
            </Typography>
            <Typography variant="subtitle1" sx={{ color: 'text.secondary' }}>
              {orDash(employee.Designation)}
              {employee.Department ? ` · ${employee.Department}` : ''}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 1.5, justifyContent: { xs: 'center', sm: 'flex-start' }, flexWrap: 'wrap' }}
            >
              <EmployeeStatusChip status={employee.Status} size="medium" />
              {employee.Grade ? (
                <Chip label={`Grade ${employee.Grade}`} color="primary" variant="outlined" />
              ) : null}
            </Stack>
          </Box>
        </Stack>
        {blackListed ? (
          <Typography
            role="status"
            data-animation="pulse"
            sx={{
              mt: 3,
              textAlign: 'center',
              fontSize: { xs: '2rem', sm: '3rem' },
              fontWeight: 800,
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
              color: 'error.main',
              animation: `${pulse} 1.6s ease-in-out infinite`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          >
            {employee.Status}
          </Typography>
        ) : null}
      </Card>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        <DetailsSection
          title="Personal Information"
          details={[
            { label: 'Date of Birth', value: dateOrDash(employee.DOB) },
            { label: 'Gender', value: orDash(employee.Gender) },
            { label: 'Phone', value: orDash(employee.PhoneNumber) },
            { label: 'Personal Email', value: orDash(employee.PersonalEmail) },
            { label: 'Official Email', value: orDash(employee.OfficialEmail) },
          ]}
        />
        <DetailsSection
          title="Professional Information"
          details={[
            { label: 'Designation', value: orDash(employee.Designation) },
            { label: 'Department', value: orDash(employee.Department) },
            { label: 'Joining Date', value: dateOrDash(employee.JoiningDate) },
            { label: 'Employment Type', value: orDash(employee.EmploymentType) },
            { label: 'Salary', value: salary ? `${salary} per annum` : '—' },
          ]}
        />
        {employee.TerminationDate ? (
          <DetailsSection
            title="Termination Date"
            details={[{ label: 'Last working day', value: dateOrDash(employee.TerminationDate) }]}
          />
        ) : null}
        <DetailsSection
          title="Employee Summary"
          details={[
            { label: 'Grade', value: orDash(employee.Grade) },
            { label: 'Status', value: orDash(employee.Status) },
            { label: 'Employment Type', value: orDash(employee.EmploymentType) },
            { label: 'Department', value: orDash(employee.Department) },
          ]}
        />
      </Box>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'center', alignItems: 'center' }}
      >
        <ShareWithVerifierButton />
        <Button href={paths.myVerifications} variant="outlined">
          My verifications
        </Button>
        <Button variant="contained" size="large" onClick={onDone} sx={{ minWidth: 160 }}>
          Done
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The verified employee's own record, from this tab's session storage while it is fresh
 * (30 minutes). Storage is read after hydration (never during render), so the server's
 * empty state is what the page shows until then and what it shows without a record. A code
 * checked by a form post (no JavaScript) brings the record with the page instead.
 */
export function VerifiedEmployeeDetails({ posted }: { posted?: EmployeeCheckPost }) {
  const [employee, setEmployee] = useState<EmployeeDetailsRecord | null>(posted?.record ?? null);

  useEffect(() => {
    if (posted?.record) saveVerifiedRecord(posted.record);
    else if (posted?.step !== 'code') setEmployee(readVerifiedRecord());
  }, [posted]);

  function handleDone() {
    clearVerifiedRecord();
    setEmployee(null);
    goTo(paths.career);
  }

  return employee ? (
    <EmployeeDetails employee={employee} onDone={handleDone} />
  ) : (
    <NoEmployeeData posted={posted} />
  );
}

export function EmployeeDetailsPage({ posted }: { posted?: EmployeeCheckPost }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHead
        title="Employee Details"
        description="Your verified employee record from Vistaar Infotech, shown after a one-time code check."
        path={paths.employeeDetails}
        noIndex
      />
      <Island
        name="employeeDetails"
        component={VerifiedEmployeeDetails}
        props={{ posted }}
        hydrate="load"
      />
    </Container>
  );
}
