import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { SettingsSection } from '@/shared/ui/editable-list';
import { useGetWhatsappCostsQuery } from '../api/conversations-api';

const HEADING_ID = 'whatsapp-costs-heading';

/** Rates such as ₹0.115 a message stay readable to the paisa's tenth. */
const rupees = (amount: number) =>
  amount.toLocaleString('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });

/** The platform's pricing categories, as a reader says them. */
const CATEGORY_LABELS: Record<string, string> = {
  utility: 'Utility (updates about an application)',
  marketing: 'Marketing',
  authentication: 'Authentication',
  service: 'Service (answers within 24 hours of the candidate writing)',
  unknown: 'Not reported by WhatsApp',
};

/**
 * Admins: what WhatsApp cost in a month (UTC, as the platform bills), per pricing category,
 * from the configured rate card; this month first, any other month picked.
 */
export function WhatsappCostsSection() {
  const [month, setMonth] = useState(() => new Date().toISOString().slice(0, 7));
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const { data, error, isFetching } = useGetWhatsappCostsQuery(month, { skip: !valid });
  return (
    <SettingsSection
      headingId={HEADING_ID}
      title="WhatsApp costs"
      description="The month's billable WhatsApp messages and what they cost per category, at the configured rates (INR)."
    >
      <TextField
        label="Month"
        type="month"
        value={month}
        onChange={(event) => setMonth(event.target.value)}
        error={!valid}
        helperText={
          valid ? 'Months run in UTC, as WhatsApp bills them.' : 'Enter a month as YYYY-MM'
        }
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: 240 }}
      />
      {error ? (
        <Alert severity="warning">
          {apiErrorMessage(error as ApiError, 'The costs could not be loaded.')}
        </Alert>
      ) : !data || !valid ? null : (
        <>
          {data.enabled ? null : (
            <Alert severity="info">
              WhatsApp is not set up on this server: nothing new is sent on it.
            </Alert>
          )}
          {data.categories.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }} aria-busy={isFetching}>
              No billable WhatsApp messages in this month.
            </Typography>
          ) : (
            <Table size="small" aria-labelledby={HEADING_ID} aria-busy={isFetching}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Category
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    Messages
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    Cost
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.categories.map((row) => (
                  <TableRow key={row.category}>
                    <TableCell component="th" scope="row">
                      {CATEGORY_LABELS[row.category] ?? row.category}
                    </TableCell>
                    <TableCell align="right">{row.messages.toLocaleString('en-IN')}</TableCell>
                    <TableCell align="right">{rupees(row.costInr)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    Total
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {data.categories
                      .reduce((sum, row) => sum + row.messages, 0)
                      .toLocaleString('en-IN')}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {rupees(data.totalInr)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          )}
        </>
      )}
    </SettingsSection>
  );
}
