import { useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import {
  experienceLabel,
  formatApplicationDate,
  type ApplicationListItem,
} from '@/entities/application';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { APPLICATIONS_PAGE_SIZE } from '@/shared/config';
import { useGridUrlState, useLastPageCorrection } from '@/shared/lib/grid-url-state';
import { useResponsiveColumns } from '@/shared/lib/responsive-columns';
import { useGetJobApplicationsQuery } from '../api/applications-api';
import { useOpenResume } from '../model/use-open-resume';
import { ApplicationDetailsDialog } from './ApplicationDetailsDialog';
import { ApplicationsFooter } from './ApplicationsFooter';

const PAGE_SIZES = [APPLICATIONS_PAGE_SIZE];

/** The staff applications desk: search, server-side paged grid, details and resumes. */
export function ApplicationsDesk({
  applicationExtra,
}: {
  /** What other features show in an opened application (see ApplicationDetailsDialog). */
  applicationExtra?: (applicationId: number) => ReactNode;
} = {}) {
  // Page and search live in the URL (`?page=2&search=ravi`); requests follow 300 ms after
  // the last change of either (spec 7).
  const grid = useGridUrlState({ pageSizes: PAGE_SIZES, debouncePaging: true });
  const { data, isLoading, isFetching, isError, error, refetch } = useGetJobApplicationsQuery({
    page: grid.query.page,
    limit: grid.query.pageSize,
    search: grid.query.search,
  });
  const { openResume, resumeError, clearResumeError } = useOpenResume();
  const [viewing, setViewing] = useState<ApplicationListItem | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const beyondEnd = useLastPageCorrection(grid, { total: data?.total, isFetching });

  // On phones the name and the actions stay in view; View shows everything else.
  const responsiveColumns = useResponsiveColumns({
    jobTitle: 'sm',
    email: 'md',
    phone: 'lg',
    department: 'md',
    jobExperience: 'lg',
    createdAt: 'sm',
  });

  const columns = useMemo<GridColDef<ApplicationListItem>[]>(
    () => [
      { field: 'fullName', headerName: 'Name', minWidth: 160, flex: 1 },
      { field: 'email', headerName: 'Email', minWidth: 210, flex: 1.2 },
      { field: 'phone', headerName: 'Phone', minWidth: 120 },
      { field: 'jobTitle', headerName: 'Job Title', minWidth: 180, flex: 1 },
      { field: 'department', headerName: 'Department', minWidth: 130 },
      {
        field: 'jobExperience',
        headerName: 'Experience',
        minWidth: 110,
        valueFormatter: (value: string) => experienceLabel(value),
      },
      {
        field: 'createdAt',
        headerName: 'Applied On',
        minWidth: 120,
        valueFormatter: (value: string) => formatApplicationDate(value),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        minWidth: 100,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="view"
            icon={<VisibilityOutlined />}
            label="View"
            onClick={() => {
              setViewing(row);
              setDialogOpen(true);
            }}
          />,
          <GridActionsCellItem
            key="resume"
            icon={<DescriptionOutlined />}
            label="Resume"
            onClick={() => void openResume(row.id)}
          />,
        ],
      },
    ],
    [openResume],
  );

  let content;
  if (isLoading) {
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
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        {apiErrorMessage(error as ApiError, 'Network Error.')}
      </Alert>
    );
  } else if (data.items.length === 0 && !beyondEnd) {
    content = (
      <Paper variant="outlined" role="status" sx={{ textAlign: 'center', py: 8, px: 3 }}>
        <Typography variant="h5" component="p">
          No applications found
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>
          Try adjusting your search criteria.
        </Typography>
      </Paper>
    );
  } else {
    content = (
      <Box sx={{ width: '100%', minWidth: 0 }}>
        <DataGrid
          aria-label="Job applications"
          rows={data.items}
          columns={columns}
          rowCount={data.total}
          paginationMode="server"
          paginationModel={grid.paginationModel}
          onPaginationModelChange={grid.setPaginationModel}
          pageSizeOptions={PAGE_SIZES}
          loading={isFetching || grid.pending}
          autoHeight
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
      <TextField
        type="search"
        label="Search applications"
        placeholder="Name, email, phone or job title"
        value={grid.search}
        onChange={(event) => grid.setSearch(event.target.value)}
        sx={{ maxWidth: { sm: 420 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
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
      {content}
      <ApplicationDetailsDialog
        open={dialogOpen}
        application={viewing}
        onClose={() => setDialogOpen(false)}
        onExited={() => setViewing(null)}
        onOpenResume={(id) => void openResume(id)}
        extra={applicationExtra}
      />
    </Stack>
  );
}
