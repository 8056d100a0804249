import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
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
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import {
  experienceLabel,
  formatApplicationDate,
  type ApplicationListItem,
} from '@/entities/application';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { APPLICATIONS_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@/shared/config';
import { useResponsiveColumns } from '@/shared/lib/responsive-columns';
import { useGetJobApplicationsQuery } from '../api/applications-api';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useOpenResume } from '../model/use-open-resume';
import { ApplicationDetailsDialog } from './ApplicationDetailsDialog';
import { ApplicationsFooter } from './ApplicationsFooter';

interface Filters {
  /** 1-based. */
  page: number;
  search: string;
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

const filtersKey = ({ page, search }: Filters) => `${page}\n${search}`;

/**
 * Page and search live in the URL (`?page=2&search=ravi`). Typing and paging change local
 * state at once; the request and the URL follow 300 ms after the last change. A URL change
 * that did not come from here (a menu link, the back button) resets the local state.
 */
function useApplicationFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlFilters: Filters = {
    page: pageFrom(searchParams.get('page')),
    search: searchParams.get('search') ?? '',
  };
  const urlKey = filtersKey(urlFilters);
  const [filters, setFilters] = useState<Filters>(urlFilters);
  const debounced = useDebouncedValue(filters, SEARCH_DEBOUNCE_MS);
  const written = useRef(urlKey);

  useEffect(() => {
    const key = filtersKey(debounced);
    if (key === written.current) return;
    written.current = key;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debounced.page > 1) next.set('page', String(debounced.page));
        else next.delete('page');
        if (debounced.search) next.set('search', debounced.search);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  }, [debounced, setSearchParams]);

  useEffect(() => {
    if (urlKey === written.current) return;
    written.current = urlKey;
    const [page, search] = urlKey.split('\n');
    setFilters({ page: Number(page), search });
  }, [urlKey]);

  const setSearch = useCallback((search: string) => setFilters({ page: 1, search }), []);
  const setPage = useCallback(
    (page: number) =>
      setFilters((current) => (current.page === page ? current : { ...current, page })),
    [],
  );

  return {
    filters,
    debounced,
    pending: filtersKey(filters) !== filtersKey(debounced),
    setSearch,
    setPage,
  };
}

/** The staff applications desk: search, server-side paged grid, details and resumes. */
export function ApplicationsDesk() {
  const { filters, debounced, pending, setSearch, setPage } = useApplicationFilters();
  const { data, isLoading, isFetching, isError, error, refetch } = useGetJobApplicationsQuery({
    page: debounced.page,
    limit: APPLICATIONS_PAGE_SIZE,
    search: debounced.search,
  });
  const { openResume, resumeError, clearResumeError } = useOpenResume();
  const [viewing, setViewing] = useState<ApplicationListItem | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const total = data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / APPLICATIONS_PAGE_SIZE));

  // A page beyond the end (an old link, fewer results now): go to the last page.
  const beyondEnd = Boolean(
    data && data.items.length === 0 && total > 0 && debounced.page > lastPage,
  );
  useEffect(() => {
    if (beyondEnd && !isFetching) setPage(lastPage);
  }, [beyondEnd, isFetching, lastPage, setPage]);

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

  const paginationModel: GridPaginationModel = {
    page: filters.page - 1,
    pageSize: APPLICATIONS_PAGE_SIZE,
  };

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
          rowCount={total}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={(model) => setPage(model.page + 1)}
          pageSizeOptions={[APPLICATIONS_PAGE_SIZE]}
          loading={isFetching || pending}
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
        value={filters.search}
        onChange={(event) => setSearch(event.target.value)}
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
      />
    </Stack>
  );
}
