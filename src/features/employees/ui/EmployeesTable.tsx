import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useResponsiveColumns } from '@/shared/lib/responsive-columns';
import { RecordCardList } from '@/shared/ui/record-cards';
import { EmployeeAvatar, EmployeeStatusChip, type Employee } from '@/entities/employee';
import { ConfirmDialog } from '@/shared/ui/dialogs';
import {
  ServerPagedGrid,
  useServerPagedQuery,
  actionsColumn,
  GridSearchField,
} from '@/shared/ui/server-paged-grid';
import {
  EMPLOYEE_GRID,
  useDeleteEmployeeMutation,
  useGetEmployeesQuery,
} from '../api/employees-api';

const employeesTableMessages = {
  fetchFailed: 'Failed to fetch employees',
  deleted: 'Employee deleted successfully',
  deleteFailed: 'Failed to delete employee',
} as const;

export interface EmployeesTableProps {
  onEdit: (employee: Employee) => void;
  /** Outcome texts for the screen's message line (successes contain 'success'). */
  onMessage: (message: string) => void;
  /** Opens the employee's verification sharing (shares, views, error reports, suspension). */
  onOpenSharing: (employee: Employee) => void;
}

/** The 'Employee List': server-side paging, a debounced search over code and name, row actions. */
export function EmployeesTable({ onEdit, onMessage, onOpenSharing }: EmployeesTableProps) {
  // Page, page size and search live in the URL (`?page=2&pageSize=50&search=ravi`).
  const { grid, answer, gridProps } = useServerPagedQuery(
    useGetEmployeesQuery,
    {},
    { ...EMPLOYEE_GRID, searchable: true },
  );
  const { data, error } = answer;
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

  const [deleteEmployee, { isLoading: deleting }] = useDeleteEmployeeMutation();
  const theme = useTheme();
  // On a phone each employee is a card, so the status and the actions stay in view.
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const askDelete = (employee: Employee) => {
    setPendingDelete(employee);
    setConfirmOpen(true);
  };

  useEffect(() => {
    if (error) onMessage(employeesTableMessages.fetchFailed);
  }, [error, onMessage]);

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
      actionsColumn(
        ({ row }) => [
          <GridActionsCellItem
            key="edit"
            icon={<EditOutlinedIcon />}
            label={`Edit ${row.full_name}`}
            onClick={() => onEdit(row)}
          />,
          <GridActionsCellItem
            key="sharing"
            icon={<ShareOutlinedIcon />}
            label={`Verification sharing of ${row.full_name}`}
            onClick={() => onOpenSharing(row)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteOutlineIcon color="error" />}
            label={`Delete ${row.full_name}`}
            onClick={() => askDelete(row)}
          />,
        ],
        { minWidth: 132 },
      ),
    ],
    [onEdit, onOpenSharing],
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
        <GridSearchField
          grid={grid}
          label="Search by code or name"
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
      </Stack>

      {phone ? (
        <RecordCardList
          label="Employee List"
          loading={gridProps.fetching}
          cards={(data?.items ?? []).map((row) => ({
            id: row.id,
            title: (
              <Stack direction="row" spacing={1.5} component="span" sx={{ alignItems: 'center' }}>
                <EmployeeAvatar name={row.full_name} src={row.profile_image_url} size={32} />
                <span>{row.full_name}</span>
              </Stack>
            ),
            subtitle: `${row.employee_code} - ${row.designation}, ${row.department}`,
            status: <EmployeeStatusChip status={row.status} />,
            details: [
              { label: 'Email', value: row.official_email || row.personal_email },
              { label: 'Phone', value: row.phone_number },
            ],
            actions: [
              {
                key: 'edit',
                label: 'Edit',
                accessibleLabel: `Edit ${row.full_name}`,
                icon: <EditOutlinedIcon aria-hidden />,
                onClick: () => onEdit(row),
              },
              {
                key: 'sharing',
                label: 'Sharing',
                accessibleLabel: `Verification sharing of ${row.full_name}`,
                icon: <ShareOutlinedIcon aria-hidden />,
                onClick: () => onOpenSharing(row),
              },
              {
                key: 'delete',
                label: 'Delete',
                accessibleLabel: `Delete ${row.full_name}`,
                icon: <DeleteOutlineIcon aria-hidden />,
                color: 'error' as const,
                onClick: () => askDelete(row),
              },
            ],
          }))}
          footer={
            <Stack spacing={1} sx={{ alignItems: 'center', mt: 2 }}>
              {data && data.items.length === 0 ? (
                <Typography sx={{ color: 'text.secondary' }}>
                  {error ? 'The employee list could not be loaded.' : 'No employees found'}
                </Typography>
              ) : null}
              <Pagination
                count={Math.max(1, Math.ceil((data?.total ?? 0) / grid.query.pageSize))}
                page={grid.paginationModel.page + 1}
                onChange={(_event, page) => grid.setPage(page)}
                siblingCount={0}
                size="small"
              />
            </Stack>
          }
        />
      ) : (
        <ServerPagedGrid
          {...gridProps}
          label="Employee List"
          columns={columns}
          {...responsiveColumns}
          getRowId={(row) => row.id}
          disableColumnMenu={false}
          localeText={{
            noRowsLabel: error ? 'The employee list could not be loaded.' : 'No employees found',
          }}
          sx={{ minWidth: 0 }}
        />
      )}

      <ConfirmDialog
        open={confirmOpen}
        title="Delete employee?"
        confirmLabel="Delete"
        busy={deleting}
        focusCancel
        onConfirm={confirmDelete}
        onClose={() => setConfirmOpen(false)}
      >
        {pendingDelete
          ? `${pendingDelete.full_name} (${pendingDelete.employee_code}) will be removed permanently.`
          : null}
      </ConfirmDialog>
    </Box>
  );
}
