import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { JobStatusChip, formatJobDay, formatPostedOn, type StaffJob } from '@/entities/job';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { paths } from '@vistaar/shared/config';
import { useResponsiveColumns } from '@/shared/lib/responsive-columns';
import { ConfirmDialog } from '@/shared/ui/dialogs';
import { ServerPagedGrid, useServerPagedQuery, actionsColumn } from '@/shared/ui/server-paged-grid';
import {
  useDeleteJobMutation,
  useGetStaffJobsQuery,
  useSetJobStatusMutation,
} from '../api/job-posting-api';
import { noticeFrom } from '../model/job-notice';
import { NoticeSnackbar, RetryAlert, type Notice } from '@/shared/ui/feedback';

const PAGE_SIZES = [10, 25, 50];

/** Posted jobs for staff: server-side paging kept in the URL, edit, open/close and delete. */
export function PostedJobsTable({
  onEditScorecard,
}: {
  /** Opens a job's interview scorecard (from the interviews feature), when the page offers it. */
  onEditScorecard?: (job: StaffJob) => void;
} = {}) {
  const location = useLocation();
  const navigate = useNavigate();
  const { answer, gridProps } = useServerPagedQuery(
    useGetStaffJobsQuery,
    {},
    {
      pageSizes: PAGE_SIZES,
    },
  );
  const { error, refetch } = answer;
  const [setJobStatus] = useSetJobStatusMutation();
  const [deleteJob, { isLoading: deleting }] = useDeleteJobMutation();
  const [notice, setNoticeValue] = useState<Notice | null>(() => {
    const message = noticeFrom(location.state);
    return message ? { severity: 'success', message } : null;
  });
  // Kept apart from the notice so the text stays while the snackbar slides away.
  const [noticeOpen, setNoticeOpen] = useState(() => Boolean(noticeFrom(location.state)));
  const setNotice = useCallback((next: Notice | null) => {
    if (next) setNoticeValue(next);
    setNoticeOpen(Boolean(next));
  }, []);
  const [confirming, setConfirming] = useState<StaffJob | null>(null);
  const [busyIds, setBusyIds] = useState<number[]>([]);

  // The notice was shown; a reload or a later visit should not show it again.
  useEffect(() => {
    if (noticeFrom(location.state)) {
      navigate(
        { pathname: location.pathname, search: location.search },
        { replace: true, state: null },
      );
    }
  }, [location.state, location.pathname, location.search, navigate]);

  // On phones the title and the actions (whose open/close button shows the state) stay in view.
  const responsiveColumns = useResponsiveColumns({
    isActive: 'sm',
    department: 'md',
    location: 'md',
    jobType: 'lg',
    postedAt: 'sm',
    closesOn: 'lg',
    applicationCount: 'sm',
  });

  const columns = useMemo<GridColDef<StaffJob>[]>(() => {
    async function toggle(job: StaffJob) {
      setBusyIds((ids) => [...ids, job.id]);
      try {
        const result = await setJobStatus({ id: job.id, isActive: !job.isActive }).unwrap();
        setNotice({
          severity: 'success',
          message: result.message || (job.isActive ? 'Job closed' : 'Job opened'),
        });
      } catch (failure) {
        setNotice({
          severity: 'error',
          message: apiErrorMessage(failure as ApiError, 'The job status could not be changed.'),
        });
      } finally {
        setBusyIds((ids) => ids.filter((id) => id !== job.id));
      }
    }

    return [
      { field: 'title', headerName: 'Title', minWidth: 150, flex: 1.4 },
      { field: 'department', headerName: 'Department', minWidth: 110, flex: 0.8 },
      { field: 'location', headerName: 'Location', minWidth: 120, flex: 0.9 },
      { field: 'jobType', headerName: 'Type', minWidth: 90 },
      {
        field: 'postedAt',
        headerName: 'Posted On',
        minWidth: 105,
        valueFormatter: (value: string) => formatPostedOn(value),
      },
      {
        field: 'closesOn',
        headerName: 'Closes On',
        minWidth: 105,
        valueFormatter: (value: string) => formatJobDay(value),
      },
      {
        field: 'isActive',
        headerName: 'Status',
        minWidth: 130,
        renderCell: ({ row }) => (
          <JobStatusChip isActive={row.isActive} closedReason={row.closedReason} />
        ),
      },
      {
        field: 'applicationCount',
        headerName: 'Applications',
        type: 'number',
        minWidth: 115,
      },
      // Fits 1440 px with every column: four buttons of 34 px and the cell's padding.
      actionsColumn(
        ({ row }) => {
          const busy = busyIds.includes(row.id);
          return [
            <GridActionsCellItem
              key="edit"
              icon={<EditOutlined />}
              label="Edit"
              onClick={() =>
                navigate({
                  pathname: paths.postJob,
                  search: `?${new URLSearchParams({ jobId: String(row.id) })}`,
                })
              }
            />,
            ...(onEditScorecard
              ? [
                  <GridActionsCellItem
                    key="scorecard"
                    icon={<FactCheckOutlined />}
                    label="Scorecard"
                    onClick={() => onEditScorecard(row)}
                  />,
                ]
              : []),
            <GridActionsCellItem
              key="status"
              icon={row.isActive ? <LockOutlined /> : <LockOpenOutlined />}
              label={row.isActive ? 'Close job' : 'Open job'}
              disabled={busy}
              onClick={() => void toggle(row)}
            />,
            <GridActionsCellItem
              key="delete"
              icon={<DeleteOutlineRounded />}
              label="Delete"
              disabled={busy}
              onClick={() => setConfirming(row)}
            />,
          ];
        },
        { minWidth: onEditScorecard ? 160 : 125 },
      ),
    ];
  }, [busyIds, navigate, setJobStatus, setNotice, onEditScorecard]);

  async function confirmDelete() {
    if (!confirming) return;
    try {
      const result = await deleteJob(confirming.id).unwrap();
      setNotice({ severity: 'success', message: result.message || 'Job deleted' });
      setConfirming(null);
    } catch (failure) {
      setNotice({
        severity: 'error',
        message: apiErrorMessage(failure as ApiError, 'The job could not be deleted.'),
      });
      setConfirming(null);
    }
  }

  return (
    <Box sx={{ minWidth: 0 }}>
      {error ? (
        <RetryAlert sx={{ mb: 2 }} onRetry={() => void refetch()}>
          {apiErrorMessage(error as ApiError, 'Network Error.')}
        </RetryAlert>
      ) : null}
      <ServerPagedGrid
        {...gridProps}
        aria-label="Posted jobs"
        columns={columns}
        {...responsiveColumns}
        localeText={{ noRowsLabel: 'No jobs posted yet.' }}
      />

      <ConfirmDialog
        open={Boolean(confirming)}
        title="Delete this job?"
        confirmLabel={deleting ? 'Deleting...' : 'Delete'}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirming(null)}
      >
        {confirming
          ? `"${confirming.title}" will be removed from the careers page. A job that already has applications is closed instead, so the applications stay on record.`
          : null}
      </ConfirmDialog>

      <NoticeSnackbar
        notice={notice}
        open={noticeOpen}
        onClose={() => setNotice(null)}
        alertSx={{ width: '100%' }}
      />
    </Box>
  );
}
