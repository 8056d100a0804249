import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { offerApprovalPath } from '@vistaar/shared/config';
import { formatCtc } from '@vistaar/shared/lib/ctc';
import { formatApplicationDate } from '@/entities/application';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { BareList } from '@/shared/ui/bare-list';
import { useGetOffersAwaitingMeQuery } from '../api/offers-api';

/** The offers waiting for the signed-in member's approval, oldest first. */
export function OffersAwaitingMe() {
  const { data = [], error, isLoading } = useGetOffersAwaitingMeQuery();
  if (error) {
    return (
      <Alert severity="error">
        {apiErrorMessage(error as ApiError, 'The offers could not be loaded.')}
      </Alert>
    );
  }
  if (!isLoading && data.length === 0) {
    return <Typography>No offer is waiting for your approval.</Typography>;
  }
  return (
    <BareList sx={{ display: 'grid', gap: 1.5 }}>
      {data.map((offer) => (
        <Paper component="li" variant="outlined" key={offer.id} sx={{ p: 2 }}>
          <Link component={RouterLink} to={offerApprovalPath(offer.id)} sx={{ fontWeight: 600 }}>
            {offer.candidateName}: {offer.designation}
          </Link>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {offer.jobTitle}, {formatCtc(offer.ctc)}, joining{' '}
            {formatApplicationDate(offer.joiningDate)}
          </Typography>
        </Paper>
      ))}
    </BareList>
  );
}
