import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import {
  BREACH_FIELD_LABELS,
  BREACH_SOURCE_LABELS,
  breachReference,
  type BreachSource,
} from '@vistaar/shared/config';
import type { BreachAffectedPerson, BreachRecord } from '@vistaar/shared/contract';
import { formatIndiaDateTime } from '@vistaar/shared/lib/india-time';
import { ConfirmDialog } from '@/shared/ui/dialogs';
import {
  useDownloadBoardReportMutation,
  useGetBreachAffectedQuery,
  useMarkBreachBoardReportedMutation,
  useSendBreachNoticesMutation,
} from '../api/breaches-api';
import { boardDeadline, useMinuteClock } from '../model/board-deadline';
import { BreachUpdates } from './BreachUpdates';
import { DescriptionGrid } from '@/shared/ui/description-grid';

const PAGE_SIZES = [10, 25, 50];

const affectedColumns: GridColDef<BreachAffectedPerson>[] = [
  { field: 'email', headerName: 'E-mail (masked)', minWidth: 180, flex: 1 },
  {
    field: 'sources',
    headerName: 'Held in',
    minWidth: 180,
    flex: 1.4,
    sortable: false,
    valueFormatter: (value: BreachSource[]) =>
      value.map((source) => BREACH_SOURCE_LABELS[source]).join(', '),
  },
];

function Panel({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/** A text as people will read it: its own line breaks, wrapped to the panel. */
function Letter({ children, label }: { children: string; label: string }) {
  return (
    <Box
      role="document"
      aria-label={label}
      sx={{
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        fontSize: '0.95rem',
        lineHeight: 1.6,
        bgcolor: 'background.default',
        borderRadius: 1,
        p: 2,
        maxHeight: 520,
        overflowY: 'auto',
      }}
    >
      {children}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: 0.5 }}>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The review of a recorded breach: the deadline for the Board, the facts, the people
 * affected, the notice and the Board's report side by side, and sending the notices after
 * an explicit confirmation. Once sent, the record stays as it was and updates are added.
 */
export function BreachReview({ breach, onEdit }: { breach: BreachRecord; onEdit: () => void }) {
  const now = useMinuteClock();
  const deadline = boardDeadline(breach.boardReportDueAt, breach.boardReportedAt, now);
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const affected = useGetBreachAffectedQuery({
    id: breach.id,
    page: paging.page + 1,
    limit: paging.pageSize,
  });
  const [send, sending] = useSendBreachNoticesMutation();
  const [markReported, marking] = useMarkBreachBoardReportedMutation();
  const [download, downloading] = useDownloadBoardReportMutation();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(
    null,
  );
  const sent = breach.noticesSentAt !== null;
  const reference = breachReference(breach.id);

  async function confirmSend() {
    setNotice(null);
    try {
      const answer = await send({ id: breach.id, affectedCount: breach.affectedCount }).unwrap();
      setNotice({ severity: 'success', text: answer.message ?? 'The notices are on their way' });
    } catch (error) {
      setNotice({
        severity: 'error',
        text: apiErrorMessage(error as ApiError, 'The notices could not be sent.'),
      });
    } finally {
      setConfirming(false);
    }
  }

  async function downloadReport() {
    setNotice(null);
    try {
      const file = await download(breach.id).unwrap();
      const link = document.createElement('a');
      link.href = file.url;
      link.download = file.fileName;
      link.click();
      URL.revokeObjectURL(file.url);
    } catch (error) {
      setNotice({
        severity: 'error',
        text: apiErrorMessage(error as ApiError, 'The report could not be made.'),
      });
    }
  }

  async function reported() {
    setNotice(null);
    try {
      await markReported(breach.id).unwrap();
    } catch (error) {
      setNotice({
        severity: 'error',
        text: apiErrorMessage(error as ApiError, 'The report could not be marked as submitted.'),
      });
    }
  }

  const scope = [
    breach.sources.map((source) => BREACH_SOURCE_LABELS[source]).join(', '),
    breach.jobTitle ? `for ${breach.jobTitle}` : null,
    breach.appliedFrom || breach.appliedTo
      ? `applied ${breach.appliedFrom ?? '...'} to ${breach.appliedTo ?? '...'}`
      : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Alert severity={deadline.severity} role="status">
        {deadline.text}
        {!breach.boardReportedAt ? (
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            <Button
              size="small"
              color="inherit"
              variant="outlined"
              onClick={() => void reported()}
              disabled={marking.isLoading}
              sx={{ mt: 1 }}
            >
              Mark as reported to the Board
            </Button>
          </Box>
        ) : null}
      </Alert>
      {notice ? (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      ) : null}

      <Panel
        title="What was recorded"
        action={
          sent ? (
            <Chip
              color="success"
              label={`Notices sent ${formatIndiaDateTime(breach.noticesSentAt!)}`}
            />
          ) : (
            <Button variant="outlined" onClick={onEdit}>
              Correct the record
            </Button>
          )
        }
      >
        <DescriptionGrid gap={1.5}>
          <Fact label="Reference">{reference}</Fact>
          <Fact label="What happened">{breach.summary}</Fact>
          <Fact label="Where">{breach.location}</Fact>
          <Fact label="Happened">{formatIndiaDateTime(breach.occurredAt)}</Fact>
          <Fact label="Discovered">{formatIndiaDateTime(breach.discoveredAt)}</Fact>
          <Fact label="Records involved">{scope}</Fact>
          <Fact label="Personal data">
            {breach.fields.map((field) => BREACH_FIELD_LABELS[field]).join(', ')}
          </Fact>
          <Fact label="Recorded">
            {formatIndiaDateTime(breach.createdAt)}
            {breach.recordedBy ? ` by ${breach.recordedBy}` : ''}
          </Fact>
        </DescriptionGrid>
      </Panel>

      <Panel
        title={`People affected: ${breach.affectedCount}`}
        action={
          sent ? (
            <Typography sx={{ color: 'text.secondary' }}>
              {`One notice each, sent ${formatIndiaDateTime(breach.noticesSentAt!)}${breach.noticesSentBy ? ` by ${breach.noticesSentBy}` : ''}.`}
            </Typography>
          ) : (
            <Button
              variant="contained"
              color="warning"
              startIcon={<SendOutlined aria-hidden />}
              disabled={breach.affectedCount === 0 || sending.isLoading}
              onClick={() => setConfirming(true)}
            >
              {`Send notices to ${breach.affectedCount} ${breach.affectedCount === 1 ? 'person' : 'people'}`}
            </Button>
          )
        }
      >
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          {sent
            ? 'The people the records involved named when the notices were sent.'
            : 'Everyone the records involved name today, one row per e-mail address. Correct the record if this is not who was affected.'}
        </Typography>
        {affected.error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {apiErrorMessage(affected.error as ApiError, 'The list could not be loaded.')}
          </Alert>
        ) : null}
        <DataGrid
          aria-label="People affected"
          rows={affected.data?.items ?? []}
          getRowId={(row) => `${row.email}-${row.sources.join()}`}
          columns={affectedColumns}
          rowCount={affected.data?.total ?? 0}
          loading={affected.isFetching}
          paginationMode="server"
          paginationModel={paging}
          onPaginationModelChange={setPaging}
          pageSizeOptions={PAGE_SIZES}
          autoHeight
          disableColumnMenu
          disableColumnSorting
          disableColumnFilter
          disableRowSelectionOnClick
          localeText={{ noRowsLabel: 'Nobody is named in the records involved.' }}
        />
      </Panel>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
          minWidth: 0,
        }}
      >
        <Panel title={sent ? 'The notice as sent' : 'Notice to each person affected'}>
          <Typography sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>
            {`Subject: ${breach.noticeSubject}`}
          </Typography>
          <Letter label="Notice to each person affected">
            {`Dear <name from our records>,\n\n${breach.noticeText}`}
          </Letter>
        </Panel>
        <Panel
          title="Report for the Data Protection Board"
          action={
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlined aria-hidden />}
              onClick={() => void downloadReport()}
              disabled={downloading.isLoading}
            >
              Download PDF
            </Button>
          }
        >
          <Letter label="Report for the Data Protection Board">{breach.boardReportText}</Letter>
        </Panel>
      </Box>

      {sent ? <BreachUpdates breach={breach} /> : null}

      <ConfirmDialog
        open={confirming}
        title={`Send the notice to ${breach.affectedCount} ${breach.affectedCount === 1 ? 'person' : 'people'}?`}
        confirmLabel={`Send ${breach.affectedCount} ${breach.affectedCount === 1 ? 'notice' : 'notices'}`}
        color="warning"
        busy={sending.isLoading}
        onConfirm={() => void confirmSend()}
        onClose={() => setConfirming(false)}
      >
        Each person affected gets one e-mail with the notice shown on this page. Once sent, the
        record cannot be changed any more; what you learn later is added as an update. This cannot
        be undone.
      </ConfirmDialog>
    </Stack>
  );
}
