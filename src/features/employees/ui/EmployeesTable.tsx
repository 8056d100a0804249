import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_DEBOUNCE_MS } from '@/shared/config';
import { useResponsiveColumns } from '@/shared/lib/responsive-columns';
import { EmployeeAvatar, EmployeeStatusChip, type Employee } from '@/entities/employee';
import { useDeleteEmployeeMutation, useGetEmployeesQuery } from '../api/employees-api';

export const employeesTableMessages = {
  fetchFailed: 'Failed to fetch employees',
  deleted: 'Employee deleted successfully',
  deleteFailed: 'Failed to delete employee',
} as const;

export const EMPLOYEE_PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 25;

/** Paging and search live in the URL (`?page=2&pageSize=25&search=ravi`), so a reload keeps them. */
function readGridParams(params: URLSearchParams) {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const pageSize = Number.parseInt(params.get('pageSize') ?? '', 10);
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    pageSize: (EMPLOYEE_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULT_PAGE_SIZE,
    search: params.get('search') ?? '',
  };
}

export interface EmployeesTableProps {
  onEdit: (employee: Employee) => void;
  /** Outcome texts for the screen's message line (successes contain 'success'). */
  onMessage: (message: string) => void;
}

/** The 'Employee List': server-side paging, a debounced search over code and name, row actions. */
export function EmployeesTable({ onEdit, onMessage }: EmployeesTableProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, pageSize, search } = readGridParams(searchParams);
  const [searchInput, setSearchInput] = useState(search);
  // Kept after the dialog closes, so its text does not vanish during the closing fade.
  const [pendingDelete, setPendingDelete] = useState<Employee | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  // Narrow screens start with the essentials (the column menu can show the rest).
  const responsiveColumns = useResponsiveColumns({
    designation: 'sm',
    department: 'md',
    email: 'md',
    phone_number: 'md',
  });

  const { data, error, isFetching } = useGetEmployeesQuery({ page, limit: pageSize, search });
  const [deleteEmployee, { isLoading: deleting }] = useDeleteEmployeeMutation();

  useEffect(() => {
    if (error) onMessage(employeesTableMessages.fetchFailed);
  }, [error, onMessage]);

  // After a delete empties the last page, step back to the page that now is the last.
  useEffect(() => {
    if (!data || isFetching || page === 1) return;
    const lastPage = Math.max(1, Math.ceil(data.total / pageSize));
    if (page <= lastPage) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (lastPage > 1) next.set('page', String(lastPage));
        else next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [data, isFetching, page, pageSize, setSearchParams]);

  // The search goes to the URL (and the server) 300 ms after the last keystroke, from page 1.
  useEffect(() => {
    if (searchInput.trim() === search.trim()) return undefined;
    const timer = setTimeout(() => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (searchInput.trim()) next.set('search', searchInput.trim());
          else next.delete('search');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, search, setSearchParams]);

  function handlePaginationChange(model: GridPaginationModel) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        const size = model.pageSize;
        // A new page size starts again from the first page.
        const nextPage = size !== pageSize ? 1 : model.page + 1;
        if (nextPage > 1) next.set('page', String(nextPage));
        else next.delete('page');
        if (size !== DEFAULT_PAGE_SIZE) next.set('pageSize', String(size));
        else next.delete('pageSize');
        return next;
      },
      { replace: true },
    );
  }

  async function confirmDelete() {
    if (!pendingDelete) return;
    try {
      await deleteEmployee(pendingDelete.id).unwrap();
      onMessage(employeesTableMessages.deleted);
    } catch {
      onMessage(employeesTableMessages.deleteFailed);
    } finally {
      setConfirmOpen(false);
    }
  }

  const columns = useMemo<GridColDef<Employee>[]>(
    () => [
      { field: 'employee_code', headerName: 'Code', minWidth: 90, flex: 0.6 },
      {
        field: 'full_name',
        headerName: 'Name',
        minWidth: 190,
        flex: 1.3,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%' }}>
            <EmployeeAvatar name={row.full_name} src={row.profile_image_url} size={32} />
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {row.full_name}
            </Typography>
          </Stack>
        ),
      },
      { field: 'designation', headerName: 'Designation', minWidth: 140, flex: 1 },
      { field: 'department', headerName: 'Department', minWidth: 120, flex: 0.8 },
      {
        field: 'email',
        headerName: 'Email',
        minWidth: 200,
        flex: 1.2,
        valueGetter: (_value, row) => row.official_email || row.personal_email,
      },
      { field: 'phone_number', headerName: 'Phone', minWidth: 120, flex: 0.7 },
      {
        field: 'status',
        headerName: 'Status',
        minWidth: 120,
        flex: 0.7,
        renderCell: ({ row }) => <EmployeeStatusChip status={row.status} />,
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        minWidth: 96,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="edit"
            icon={<EditOutlinedIcon />}
            label={`Edit ${row.full_name}`}
            onClick={() => onEdit(row)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteOutlineIcon color="error" />}
            label={`Delete ${row.full_name}`}
            onClick={() => {
              setPendingDelete(row);
              setConfirmOpen(true);
            }}
          />,
        ],
      },
    ],
    [onEdit],
  );

  return (
    <Box component="section" aria-labelledby="employee-list-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography id="employee-list-title" variant="h5" component="h2">
          Employee List
        </Typography>
        <TextField
          type="search"
          label="Search by code or name"
          size="small"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          sx={{ width: { xs: '100%', sm: 320 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>

      <DataGrid
        label="Employee List"
        rows={data?.items ?? []}
        columns={columns}
        {...responsiveColumns}
        getRowId={(row) => row.id}
        rowCount={data?.total ?? 0}
        loading={isFetching}
        paginationMode="server"
        paginationModel={{ page: page - 1, pageSize }}
        onPaginationModelChange={handlePaginationChange}
        pageSizeOptions={[...EMPLOYEE_PAGE_SIZES]}
        disableColumnSorting
        disableColumnFilter
        disableRowSelectionOnClick
        autoHeight
        localeText={{
          noRowsLabel: error ? 'The employee list could not be loaded.' : 'No employees found',
        }}
        sx={{ minWidth: 0 }}
      />

      <Dialog
        open={confirmOpen}
        onClose={() => (deleting ? undefined : setConfirmOpen(false))}
        aria-labelledby="delete-employee-title"
        aria-describedby="delete-employee-text"
      >
        <DialogTitle id="delete-employee-title">Delete employee?</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-employee-text">
            {pendingDelete
              ? `${pendingDelete.full_name} (${pendingDelete.employee_code}) will be removed permanently.`
              : null}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmOpen(false)} disabled={deleting} autoFocus>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={confirmDelete}
            disabled={deleting}
            startIcon={deleting ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
