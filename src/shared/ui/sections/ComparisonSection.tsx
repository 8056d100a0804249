import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ComparisonSection as ComparisonSectionContent } from './content-types';
import { SectionHeader } from './SectionHeader';
import { SectionShell, type SectionTone } from './SectionShell';
import { visuallyHidden } from '@/shared/lib/a11y';

/** The comparison section's content type; the same name as the component. */
export type ComparisonSection = ComparisonSectionContent;

interface ComparisonSectionProps {
  section: ComparisonSectionContent;
  tone?: SectionTone;
}

const YES = /^(yes|included|✓|✔)$/i;
const NO = /^(no|not included|—|-|✗|✕)$/i;

/** 'Yes' and 'No' get an icon beside the word; anything else is shown as written. */
function CellValue({ value }: { value: string }) {
  const trimmed = value.trim();
  if (YES.test(trimmed) || NO.test(trimmed)) {
    const yes = YES.test(trimmed);
    const Icon = yes ? CheckCircleRounded : CancelRounded;
    return (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
        <Icon aria-hidden fontSize="small" sx={{ color: yes ? 'success.main' : 'grey.500' }} />
        {/[a-z]/i.test(trimmed) ? (
          trimmed
        ) : (
          <Box component="span" sx={visuallyHidden}>
            {yes ? 'Yes' : 'No'}
          </Box>
        )}
      </Box>
    );
  }
  return <>{value}</>;
}

/** A real table comparing options; it scrolls sideways on narrow screens. */
export function ComparisonSection({ section, tone }: ComparisonSectionProps) {
  const headingId = useId();
  const { id, eyebrow, title, subtitle, columns, rows, note } = section;
  return (
    <SectionShell id={id} labelledBy={headingId} tone={tone}>
      <SectionHeader id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} />
      <TableContainer
        component={Paper}
        variant="outlined"
        // Focusable so keyboard users can scroll it sideways; a group, not a second landmark.
        tabIndex={0}
        role="group"
        aria-labelledby={headingId}
        sx={{ overflowX: 'auto', borderRadius: '16px', maxWidth: 1000, mx: 'auto' }}
      >
        <Table sx={{ minWidth: 200 + columns.length * 150 }}>
          <Box component="caption" sx={visuallyHidden}>
            {title}
          </Box>
          <TableHead>
            <TableRow sx={(theme) => ({ bgcolor: alpha(theme.palette.primary.main, 0.06) })}>
              <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
                <Box component="span" sx={visuallyHidden}>
                  Feature
                </Box>
              </TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column}
                  component="th"
                  scope="col"
                  sx={{ fontWeight: 700, color: 'text.primary' }}
                >
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.label} sx={{ '&:last-of-type > *': { borderBottom: 0 } }}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ fontWeight: 600, color: 'text.primary' }}
                >
                  {row.label}
                </TableCell>
                {columns.map((column, i) => (
                  <TableCell key={column} sx={{ color: 'text.secondary' }}>
                    <CellValue value={row.values[i] ?? ''} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {note ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2, textAlign: 'center' }}>
          {note}
        </Typography>
      ) : null}
    </SectionShell>
  );
}
