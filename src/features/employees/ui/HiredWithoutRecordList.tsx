import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { HiredCandidate } from '@vistaar/shared/contract';
import { formatIndiaDateTime } from '@vistaar/shared/lib/india-time';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { BareList } from '@/shared/ui/bare-list';
import { useGetHiredWithoutEmployeeQuery } from '../api/employees-api';
import { EmployeeFromApplicationDialog } from './EmployeeFromApplicationDialog';

const HEADING_ID = 'hired-without-record-heading';
/** Hires listed before 'Show all': a longer list would push the employees' table off the screen. */
const FIRST_SHOWN = 5;

/**
 * Hired candidates whose employee record is not made yet, each opening the record prefilled
 * from their application: HR's way in, since HR does not open applications. Nothing waiting:
 * nothing shown.
 */
export function HiredWithoutRecordList() {
  const { data = [], error } = useGetHiredWithoutEmployeeQuery();
  // Kept apart from the list: the saved candidate leaves it while the dialog still says so.
  const [chosen, setChosen] = useState<HiredCandidate | null>(null);
  const [open, setOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? data : data.slice(0, FIRST_SHOWN);

  if (error) {
    return (
      <Alert severity="error" sx={{ mb: 3 }}>
        {apiErrorMessage(error as ApiError, 'The hired candidates could not be loaded.')}
      </Alert>
    );
  }
  return (
    <>
      {data.length > 0 ? (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby={HEADING_ID}
          sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
        >
          <Typography id={HEADING_ID} variant="h6" component="h2" sx={{ mb: 1.5 }}>
            Hired, no employee record yet
          </Typography>
          <BareList sx={{ display: 'grid', gap: 1.5 }}>
            {shown.map((candidate) => (
              <Box
                component="li"
                key={candidate.applicationId}
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
              >
                <Box sx={{ mr: 'auto' }}>
                  <Typography sx={{ fontWeight: 600 }}>{candidate.fullName}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {`${candidate.jobTitle} - hired ${formatIndiaDateTime(candidate.hiredAt)}`}
                  </Typography>
                </Box>
                <Button
                  variant="outlined"
                  aria-label={`Create employee record: ${candidate.fullName}`}
                  onClick={() => {
                    setChosen(candidate);
                    setOpen(true);
                  }}
                >
                  Create employee record
                </Button>
              </Box>
            ))}
          </BareList>
          {data.length > FIRST_SHOWN ? (
            <Button
              size="small"
              aria-expanded={showAll}
              onClick={() => setShowAll((all) => !all)}
              sx={{ mt: 1.5 }}
            >
              {showAll ? `Show the first ${FIRST_SHOWN}` : `Show all ${data.length}`}
            </Button>
          ) : null}
        </Paper>
      ) : null}
      {chosen ? (
        <EmployeeFromApplicationDialog
          key={chosen.applicationId}
          open={open}
          applicationId={chosen.applicationId}
          candidateName={chosen.fullName}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
