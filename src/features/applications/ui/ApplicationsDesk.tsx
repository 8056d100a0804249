import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataGrid, type GridRowSelectionModel } from '@mui/x-data-grid';
import { APPLICATIONS_PAGE_SIZE } from '@vistaar/shared/config';
import type { ApplicationListItem } from '@/entities/application';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { useGridUrlState, useLastPageCorrection } from '@/shared/lib/grid-url-state';
import {
  useGetJobApplicationsQuery,
  useLazyGetMatchingApplicationsQuery,
} from '../api/applications-api';
import { useGetPipelineStagesQuery } from '../api/pipeline-api';
import { DESK_PAGE_SIZES } from '../model/desk-requests';
import type { DeskJob } from '../model/desk-job';
import { useDeskFilters, type DeskFilters, type DeskView } from '../model/use-desk-filters';
import { useDeskSelection } from '../model/use-desk-selection';
import { useOpenResume } from '../model/use-open-resume';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { AddCandidateDialog } from './AddCandidateDialog';
import { ApplicationDetailsDialog } from './ApplicationDetailsDialog';
import { ApplicationsFooter, ApplicationsPager } from './ApplicationsFooter';
import { BulkActionsBar } from './BulkActionsBar';
import { DeskCardList } from './DeskCardList';
import { DeskColumnsMenu } from './DeskColumnsMenu';
import { useDeskColumns } from './desk-columns';
import { DeskFilterBar } from './DeskFilterBar';
import { DeskToolbar } from './DeskToolbar';
import { PipelineBoard, type BoardMove } from './PipelineBoard';
import { RetryAlert } from '@/shared/ui/feedback';

/** The job a board shows: the filter's job, general applications (0), or none chosen. */
function boardJob(jobs: readonly DeskJob[], jobId: number | undefined): DeskJob | null {
  if (jobId === undefined) return null;
  if (jobId === 0) return { id: 0, title: 'General application' };
  return jobs.find((job) => job.id === jobId) ?? { id: jobId, title: `Job ${jobId}` };
}

/** The applications the desk lists: its search and filters, without paging. */
interface DeskSelection extends Omit<DeskFilters, 'view'> {
  search?: string;
}

/** Applications just moved together from the list, and how to say that what follows is over. */
interface BulkMove {
  recipients: { applicationId: number; name: string }[];
  stageId: number;
  /** With what it did ('E-mails sent to 3 candidates'), if anything. */
  done: (message?: string) => void;
}

export interface ApplicationsDeskProps {
  /** The jobs to filter by and to show as a board. */
  jobs: readonly DeskJob[];
  /** Actions on everything the desk lists (an export), shown beside its filters. */
  selectionActions?: (selection: DeskSelection) => ReactNode;
  /** What follows one candidate's move on the board (the new stage's e-mail). */
  afterMove?: (move: BoardMove) => ReactNode;
  /** What follows a bulk move or rejection from the list (the new stage's e-mail to them all). */
  afterBulkMove?: (move: BulkMove) => ReactNode;
  /** The signed-in member's id: the columns they show or hide are remembered under it. */
  memberId?: number;
  /** Whether the member adds candidates and sets the stages (recruiting does; a hiring manager does not). */
  recruits?: boolean;
}

interface PendingBulkMove {
  message: string;
  recipients: BulkMove['recipients'];
  stageId: number;
}

/**
 * The staff applications desk: search, filters, a server-side paged list (cards on phones)
 * with bulk moves, or one job's board; details, resumes and each application's own page.
 */
export function ApplicationsDesk({
  jobs,
  selectionActions,
  afterMove,
  afterBulkMove,
  memberId,
  recruits = true,
}: ApplicationsDeskProps) {
  // Page and search live in the URL (`?page=2&search=ravi`); requests follow 300 ms after
  // the last change of either (spec 7). The filters and the view sit beside them.
  const grid = useGridUrlState({ pageSizes: DESK_PAGE_SIZES, debouncePaging: true });
  const { filters, change } = useDeskFilters();
  const { view: _view, ...listFilters } = filters;
  const view: DeskView = filters.view ?? 'list';
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { data: stages = [] } = useGetPipelineStagesQuery();
  const { data, isLoading, isFetching, isError, error, refetch } = useGetJobApplicationsQuery(
    {
      page: grid.query.page,
      limit: grid.query.pageSize,
      search: grid.query.search,
      ...listFilters,
    },
    { skip: view === 'board' },
  );
  const { openResume, resumeError, clearResumeError } = useOpenResume();
  const [viewing, setViewing] = useState<ApplicationListItem | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [bulkMove, setBulkMove] = useState<PendingBulkMove | null>(null);
  const [adding, setAdding] = useState(false);
  // A job's desk (one job chosen) takes candidates added by hand; general applications do not.
  const deskJob = filters.jobId ? boardJob(jobs, filters.jobId) : null;
  const noticeRef = useRef<HTMLDivElement>(null);

  const beyondEnd = useLastPageCorrection(grid, { total: data?.total, isFetching });
  const rows = useMemo(() => data?.items ?? [], [data]);
  const search = grid.query.search;
  const matchingFilter = useMemo(() => {
    const { view: _list, ...shown } = filters;
    return { ...shown, ...(search ? { search } : {}) };
  }, [filters, search]);
  // The choice survives paging; a new search or filter lists other applications, so it goes.
  const selection = useDeskSelection(rows, JSON.stringify(matchingFilter));
  const [fetchMatching, matching] = useLazyGetMatchingApplicationsQuery();
  const selectAllMatching = useCallback(async () => {
    const found = await fetchMatching(matchingFilter).unwrap();
    selection.selectMatching(found);
  }, [fetchMatching, matchingFilter, selection]);
  const gridSelection = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(selection.pageIds) }),
    [selection.pageIds],
  );
  // The outcome of a bulk move takes the keyboard, as the bar that started it is gone (once
  // the e-mail it proposes, if any, is sent or skipped).
  const proposing = bulkMove !== null;
  useEffect(() => {
    if (notice && !proposing) noticeRef.current?.focus();
  }, [notice, proposing]);

  const openDetails = useCallback((row: ApplicationListItem) => {
    setViewing(row);
    setDialogOpen(true);
  }, []);
  const { columns, choosable, responsiveColumns } = useDeskColumns({
    openDetails,
    openResume,
    memberId,
  });
  const dense = grid.paginationModel.pageSize > APPLICATIONS_PAGE_SIZE;

  const emptyState = (
    <Paper variant="outlined" role="status" sx={{ textAlign: 'center', py: 8, px: 3 }}>
      <Typography variant="h5" component="p">
        No applications found
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>
        Try adjusting your search criteria.
      </Typography>
    </Paper>
  );

  let content;
  if (view === 'board') {
    content = (
      <PipelineBoard job={boardJob(jobs, filters.jobId)} stages={stages} afterMove={afterMove} />
    );
  } else if (isLoading) {
    content = (
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}
      >
        <CircularProgress size={28} aria-hidden />
        <Typography sx={{ color: 'text.secondary' }}>Loading applications...</Typography>
      </Box>
    );
  } else if (!data) {
    content = (
      <RetryAlert onRetry={() => void refetch()}>
        {apiErrorMessage(error as ApiError, 'Network Error.')}
      </RetryAlert>
    );
  } else if (data.items.length === 0 && !beyondEnd) {
    content = emptyState;
  } else if (phone) {
    content = (
      <DeskCardList
        rows={rows}
        loading={isFetching || grid.pending}
        selectedIds={selection.pageIds}
        onSelectionChange={(ids) => selection.setPageSelection(new Set(ids))}
        openDetails={openDetails}
        openResume={openResume}
        footer={
          <Paper variant="outlined" sx={{ mt: 1.5 }}>
            <ApplicationsPager
              page={grid.paginationModel.page}
              pageSize={grid.paginationModel.pageSize}
              total={data.total}
              onPageChange={(page) => grid.setPage(page + 1)}
              pageSizes={DESK_PAGE_SIZES}
              onPageSizeChange={(pageSize) => grid.setPaginationModel({ page: 0, pageSize })}
            />
          </Paper>
        }
      />
    );
  } else {
    content = (
      <Box sx={{ width: '100%', minWidth: 0 }}>
        <DataGrid
          aria-label="Job applications"
          rows={rows}
          columns={columns}
          rowCount={data.total}
          paginationMode="server"
          paginationModel={grid.paginationModel}
          onPaginationModelChange={grid.setPaginationModel}
          pageSizeOptions={DESK_PAGE_SIZES}
          loading={isFetching || grid.pending}
          autoHeight
          density={dense ? 'compact' : 'standard'}
          checkboxSelection
          keepNonExistentRowsSelected
          rowSelectionModel={gridSelection}
          onRowSelectionModelChange={(model) =>
            selection.setPageSelection(
              new Set(
                rows
                  .map((row) => row.id)
                  .filter((id) => (model.type === 'include') === model.ids.has(id)),
              ),
            )
          }
          disableColumnMenu
          disableColumnSorting
          disableColumnFilter
          disableRowSelectionOnClick
          slots={{ footer: ApplicationsFooter }}
          {...responsiveColumns}
        />
      </Box>
    );
  }

  return (
    <Stack spacing={2.5}>
      <DeskToolbar
        search={grid.search}
        onSearchChange={grid.setSearch}
        view={view}
        onViewChange={(next) => change({ view: next === 'board' ? 'board' : undefined })}
        showStageSettings={recruits}
        columnsMenu={
          view === 'list' && !phone ? (
            <DeskColumnsMenu
              columns={choosable}
              visibility={responsiveColumns.columnVisibilityModel}
              onChange={responsiveColumns.onColumnVisibilityModelChange}
            />
          ) : null
        }
      />
      <DeskFilterBar filters={filters} jobs={jobs} stages={stages} onChange={change} />
      {deskJob && recruits ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            variant="outlined"
            startIcon={<PersonAddAlt1Outlined aria-hidden />}
            onClick={() => setAdding(true)}
          >
            Add candidate
          </Button>
          <AddCandidateDialog job={deskJob} open={adding} onClose={() => setAdding(false)} />
        </Box>
      ) : null}
      {isError && data ? (
        <Alert severity="error" variant="outlined" sx={{ py: 0 }}>
          {apiErrorMessage(error as ApiError, 'Network Error.')}
        </Alert>
      ) : null}
      {resumeError ? (
        <Alert severity="error" onClose={clearResumeError}>
          {resumeError}
        </Alert>
      ) : null}
      {notice ? (
        <Alert
          ref={noticeRef}
          tabIndex={-1}
          severity="success"
          role="status"
          onClose={() => setNotice(null)}
        >
          {notice}
        </Alert>
      ) : null}
      {view === 'list' && selection.selected.length > 0 ? (
        <BulkActionsBar
          selected={selection.selected}
          stages={stages}
          matching={{
            total: data?.total ?? 0,
            wholePage: selection.wholePage,
            allMatching: selection.allMatching,
            loading: matching.isFetching,
            onSelectAll: selectAllMatching,
          }}
          onClear={selection.clear}
          onMoved={(message, move) => {
            selection.clear();
            setNotice(message);
            if (afterBulkMove) {
              setBulkMove({
                message,
                stageId: move.stageId,
                recipients: move.moved.map((item) => ({
                  applicationId: item.id,
                  name: item.fullName,
                })),
              });
            }
          }}
        />
      ) : null}
      {content}
      {/* Below the list, so on a phone the first cards stay in the first screen. */}
      {selectionActions ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          {selectionActions({
            ...listFilters,
            ...(grid.query.search ? { search: grid.query.search } : {}),
          })}
        </Box>
      ) : null}
      {afterBulkMove && bulkMove
        ? afterBulkMove({
            recipients: bulkMove.recipients,
            stageId: bulkMove.stageId,
            done: (message) => {
              if (message) setNotice(`${bulkMove.message}. ${message}.`);
              setBulkMove(null);
            },
          })
        : null}
      <ApplicationDetailsDialog
        open={dialogOpen}
        application={viewing}
        onClose={() => setDialogOpen(false)}
        onExited={() => setViewing(null)}
        onOpenResume={(id) => void openResume(id)}
      />
    </Stack>
  );
}
