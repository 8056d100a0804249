import { lazy, Suspense, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { ReportFilters } from '@vistaar/shared/validation';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { useDownloadReportCsvMutation, useGetReportQuery } from '../api/reports-api';
import type { ReportView } from '../model/report-views';

const ReportChart = lazy(() => import('./ReportChart'));

/** A longer table shows its first rows until asked for the rest (the CSV has them all). */
const LONG_TABLE = 12;
const SHORT_TABLE = 10;

/** One report: its heading, a chart, the table of the same numbers, and its CSV. */
export function ReportSection({ view, filters }: { view: ReportView; filters: ReportFilters }) {
  const headingId = useId();
  const { data, error, isFetching } = useGetReportQuery({ view: view.name, filters });
  const [download, downloading] = useDownloadReportCsvMutation();
  const [allRows, setAllRows] = useState(false);
  const rows = data === undefined ? [] : view.rows(data);
  const chartRows = data === undefined ? [] : (view.chartRows?.(data) ?? rows);
  const series = view.series.map((entry) => ({
    label: entry.label,
    data: chartRows.map(entry.value),
  }));
  const charted = series.some((entry) => entry.data.some((value) => value !== null && value !== 0));
  const folded = !allRows && rows.length > LONG_TABLE;
  const shownRows = folded ? rows.slice(0, SHORT_TABLE) : rows;

  async function save() {
    const file = await download({ view: view.name, filters }).unwrap();
    const link = document.createElement('a');
    link.href = file.url;
    link.download = file.fileName;
    link.click();
    URL.revokeObjectURL(file.url);
  }

  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={isFetching}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.375rem' }}>
          {view.title}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<FileDownloadOutlined aria-hidden />}
          disabled={downloading.isLoading}
          aria-label={`Download CSV: ${view.title}`}
          onClick={() => void save().catch(() => undefined)}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          Download CSV
        </Button>
      </Stack>
      <Typography sx={{ color: 'text.secondary', mb: 2, maxWidth: '75ch' }}>
        {view.intro}
      </Typography>
      {error || downloading.isError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {apiErrorMessage(
            (error ?? downloading.error) as ApiError,
            'This report could not be loaded.',
          )}
        </Alert>
      ) : null}
      {data !== undefined && view.summary ? (
        <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2 }}>
          {view.summary(data).map((line) => (
            <li key={line}>
              <Typography>{line}</Typography>
            </li>
          ))}
        </Box>
      ) : null}
      {data === undefined ? (
        error ? null : (
          <Skeleton variant="rectangular" height={180} aria-hidden />
        )
      ) : (
        <>
          {charted ? (
            <Suspense fallback={<Skeleton variant="rectangular" height={180} aria-hidden />}>
              <ReportChart
                name={view.chartName}
                categories={chartRows.map(view.category)}
                series={series}
              />
            </Suspense>
          ) : (
            <Typography sx={{ color: 'text.secondary', py: 3 }}>
              Nothing to chart in this range.
            </Typography>
          )}
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  {view.columns.map((column) => (
                    <TableCell key={column.header} align={column.numeric ? 'right' : 'left'}>
                      {column.header}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={view.columns.length}>Nothing in this range.</TableCell>
                  </TableRow>
                ) : (
                  shownRows.map((row, index) => (
                    <TableRow key={index}>
                      {view.columns.map((column) => (
                        <TableCell
                          key={column.header}
                          align={column.numeric ? 'right' : 'left'}
                          sx={column.noWrap ? { whiteSpace: 'nowrap' } : undefined}
                        >
                          {column.value(row)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
          {folded ? (
            <Button size="small" onClick={() => setAllRows(true)} sx={{ mt: 1 }}>
              Show all {rows.length.toLocaleString('en-IN')} rows
            </Button>
          ) : null}
        </>
      )}
    </Box>
  );
}
