import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OfferRecord } from '@vistaar/shared/contract';
import { formatRupees } from '@vistaar/shared/lib/ctc';
import { formatIndiaDateTime } from '@vistaar/shared/lib/india-time';
import { formatApplicationDate } from '@/entities/application';
import { BareList } from '@/shared/ui/bare-list';
import { EVENT_LABELS } from '../lib/offer-labels';

const APPROVAL_LABELS = {
  queued: 'Waits for the step before',
  waiting: 'Waiting',
  approved: 'Approved',
  rejected: 'Sent back',
} as const;

/** An offer's figures, its approval chain and its history, as staff read them. */
export function OfferDetails({ offer }: { offer: OfferRecord }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        {offer.designation}, {offer.location}. Joins {formatApplicationDate(offer.joiningDate)}; the
        offer is valid until {formatApplicationDate(offer.validUntil)}. Reports to{' '}
        {offer.reportingManager}. Letter: {offer.template.name}.
      </Typography>
      <Table size="small" aria-label="CTC break-up">
        <TableBody>
          {offer.breakup.map((line) => (
            <TableRow key={line.key}>
              <TableCell>{line.label}</TableCell>
              <TableCell align="right">{formatRupees(line.amount)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>CTC</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatRupees(offer.ctc)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
        {offer.ctcInWords}
      </Typography>
      {offer.approvals.length ? (
        <Box>
          <Typography variant="subtitle2" component="h4">
            Approval, in order
          </Typography>
          <BareList>
            {offer.approvals.map((step) => (
              <Box
                component="li"
                key={step.step}
                sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.5 }}
              >
                <Typography>
                  {step.step}. {step.approver.name}
                </Typography>
                <Chip size="small" label={APPROVAL_LABELS[step.status]} />
                {step.comment ? (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    “{step.comment}”
                  </Typography>
                ) : null}
              </Box>
            ))}
          </BareList>
        </Box>
      ) : null}
      <Box>
        <Typography variant="subtitle2" component="h4">
          History
        </Typography>
        <BareList>
          {offer.history.map((event, index) => (
            <Box component="li" key={index} sx={{ py: 0.25 }}>
              <Typography variant="body2">
                {formatIndiaDateTime(event.at)}: {EVENT_LABELS[event.kind]}
                {event.by ? ` by ${event.by}` : ''}
                {event.comment ? ` (${event.comment})` : ''}
              </Typography>
            </Box>
          ))}
        </BareList>
      </Box>
    </Box>
  );
}
