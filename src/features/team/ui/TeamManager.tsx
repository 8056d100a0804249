import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import dayjs from 'dayjs';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { useResponsiveColumns } from '@/shared/lib/responsive-columns';
import {
  STAFF_ROLE_LABELS,
  TWO_FACTOR_POLICIES,
  type StaffRole,
  type TwoFactorPolicy,
} from '@vistaar/shared/config';
import type { PendingInvitation, TeamMember } from '@vistaar/shared/contract';
import { ConfirmDialog, FormDialog } from '@/shared/ui/dialogs';
import { roleOptions } from '../config/role-options';
import { FormSelect } from '@/shared/ui/form';
import { staffRoleChangeSchema } from '@vistaar/shared/validation';
import {
  useCancelInvitationMutation,
  useChangeStaffRoleMutation,
  useGetTeamQuery,
  useResendInvitationMutation,
  useResetStaffTwoFactorMutation,
  useSetStaffDisabledMutation,
  useSetTwoFactorPolicyMutation,
} from '../api/team-api';
import { InviteDialog } from './InviteDialog';
import { actionsColumn } from '@/shared/ui/server-paged-grid';
import { NoticeSnackbar, RetryAlert } from '@/shared/ui/feedback';

const POLICY_LABELS: Record<TwoFactorPolicy, string> = {
  off: 'Nobody (each member chooses)',
  admins: 'Admins',
  everyone: 'Everyone',
};

type StaffRoleChange = { role: StaffRole };

const when = (iso: string | null) => (iso ? dayjs(iso).format('D MMM YYYY, HH:mm') : 'Never');

interface Confirmation {
  title: string;
  text: string;
  confirm: string;
  run: () => Promise<{ message?: string }>;
}

/** Whom a row is about, the same in the members' and the invitations' tables. */
function personColumns<Row extends TeamMember | PendingInvitation>(): GridColDef<Row>[] {
  return [
    { field: 'name', headerName: 'Name', minWidth: 130, flex: 1 },
    { field: 'email', headerName: 'Email', minWidth: 210, flex: 1.2 },
    {
      field: 'role',
      headerName: 'Role',
      minWidth: 110,
      valueFormatter: (value: StaffRole) => STAFF_ROLE_LABELS[value],
    },
  ];
}

/** The Team screen: staff accounts, invitations and the two-factor rule (admins only). */
export function TeamManager() {
  const { data: team, error, refetch, isFetching } = useGetTeamQuery();
  const [changeRole] = useChangeStaffRoleMutation();
  const [setDisabled] = useSetStaffDisabledMutation();
  const [resetTwoFactor] = useResetStaffTwoFactorMutation();
  const [resend] = useResendInvitationMutation();
  const [cancel] = useCancelInvitationMutation();
  const [setPolicy] = useSetTwoFactorPolicyMutation();
  const [inviting, setInviting] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [roleEdit, setRoleEdit] = useState<TeamMember | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; message: string } | null>(
    null,
  );

  // On phones the name, the role and the actions stay in view.
  const memberVisibility = useResponsiveColumns({
    email: 'md',
    twoFactorEnabled: 'sm',
    lastSignInAt: 'lg',
    status: 'sm',
  });
  const invitationVisibility = useResponsiveColumns({ email: 'md', sentAt: 'lg', status: 'sm' });

  async function run(action: () => Promise<{ message?: string }>, fallback: string) {
    try {
      const answer = await action();
      setNotice({ severity: 'success', message: answer.message ?? 'Done' });
    } catch (failure) {
      setNotice({ severity: 'error', message: apiErrorMessage(failure as ApiError, fallback) });
    }
  }

  const memberColumns = useMemo<GridColDef<TeamMember>[]>(
    () => [
      ...personColumns<TeamMember>(),
      {
        field: 'twoFactorEnabled',
        headerName: 'Two-factor',
        minWidth: 110,
        renderCell: ({ value }) => (
          <Chip size="small" label={value ? 'On' : 'Off'} color={value ? 'success' : 'default'} />
        ),
      },
      {
        field: 'lastSignInAt',
        headerName: 'Last sign-in',
        minWidth: 160,
        valueFormatter: (value: string | null) => when(value),
      },
      {
        field: 'status',
        headerName: 'Status',
        minWidth: 110,
        renderCell: ({ value }) => (
          <Chip
            size="small"
            label={value === 'active' ? 'Active' : 'Disabled'}
            color={value === 'active' ? 'primary' : 'default'}
            variant="outlined"
          />
        ),
      },
      actionsColumn(
        ({ row }) => [
          <GridActionsCellItem
            key="role"
            label="Change role"
            showInMenu
            onClick={() => setRoleEdit(row)}
          />,
          <GridActionsCellItem
            key="status"
            label={row.status === 'active' ? 'Disable' : 'Enable'}
            showInMenu
            onClick={() =>
              row.status === 'active'
                ? setConfirmation({
                    title: `Disable ${row.name}?`,
                    text: 'Every session of this account ends at once. Enabling it again later does not bring those sessions back.',
                    confirm: 'Disable',
                    run: () => setDisabled({ id: row.id, disabled: true }).unwrap(),
                  })
                : void run(
                    () => setDisabled({ id: row.id, disabled: false }).unwrap(),
                    'The account could not be enabled.',
                  )
            }
          />,
          <GridActionsCellItem
            key="two-factor"
            label="Reset two-factor"
            showInMenu
            disabled={!row.twoFactorEnabled}
            onClick={() =>
              setConfirmation({
                title: `Reset two-factor sign-in for ${row.name}?`,
                text: 'Their authenticator and recovery codes stop working and their sessions end. They set it up again at their next sign-in when it is required.',
                confirm: 'Reset',
                run: () => resetTwoFactor(row.id).unwrap(),
              })
            }
          />,
        ],
        { minWidth: 90 },
      ),
    ],
    [resetTwoFactor, setDisabled],
  );

  const invitationColumns = useMemo<GridColDef<PendingInvitation>[]>(
    () => [
      ...personColumns<PendingInvitation>(),
      { field: 'sentAt', headerName: 'Sent', minWidth: 160, valueFormatter: when },
      {
        field: 'status',
        headerName: 'Status',
        minWidth: 110,
        valueFormatter: (value: string) => (value === 'pending' ? 'Waiting' : 'Expired'),
      },
      actionsColumn(
        ({ row }) => [
          <GridActionsCellItem
            key="resend"
            label="Resend"
            showInMenu
            onClick={() =>
              void run(() => resend(row.id).unwrap(), 'The invitation could not be sent again.')
            }
          />,
          <GridActionsCellItem
            key="cancel"
            label="Cancel invitation"
            showInMenu
            onClick={() =>
              setConfirmation({
                title: `Cancel the invitation for ${row.email}?`,
                text: 'The link in the e-mail stops working.',
                confirm: 'Cancel invitation',
                run: () => cancel(row.id).unwrap(),
              })
            }
          />,
        ],
        { minWidth: 90 },
      ),
    ],
    [cancel, resend],
  );

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      {error ? (
        <RetryAlert onRetry={() => void refetch()}>
          {apiErrorMessage(error as ApiError, 'The team could not be loaded.')}
        </RetryAlert>
      ) : null}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          alignItems: { xs: 'stretch', sm: 'center' },
          justifyContent: 'space-between',
        }}
      >
        <TextField
          select
          size="small"
          label="Two-factor sign-in required for"
          value={team?.twoFactorPolicy ?? 'off'}
          onChange={(event) =>
            void run(
              () => setPolicy(event.target.value as TwoFactorPolicy).unwrap(),
              'The two-factor rule could not be saved.',
            )
          }
          sx={{ minWidth: 260 }}
        >
          {TWO_FACTOR_POLICIES.map((policy) => (
            <MenuItem key={policy} value={policy}>
              {POLICY_LABELS[policy]}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={<PersonAddAlt1Outlined aria-hidden />}
          onClick={() => setInviting(true)}
        >
          Invite
        </Button>
      </Box>

      <DataGrid
        aria-label="Staff accounts"
        rows={team?.members ?? []}
        columns={memberColumns}
        {...memberVisibility}
        loading={isFetching}
        autoHeight
        hideFooter
        disableColumnMenu
        disableRowSelectionOnClick
      />

      <Box>
        <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
          Invitations
        </Typography>
        <DataGrid
          aria-label="Invitations"
          rows={team?.invitations ?? []}
          columns={invitationColumns}
          {...invitationVisibility}
          autoHeight
          hideFooter
          disableColumnMenu
          disableRowSelectionOnClick
          localeText={{ noRowsLabel: 'No open invitations.' }}
        />
      </Box>

      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(message) => setNotice({ severity: 'success', message })}
      />

      <FormDialog<StaffRoleChange>
        open={Boolean(roleEdit)}
        title={`Change the role of ${roleEdit?.name ?? ''}`}
        schema={staffRoleChangeSchema}
        defaultValues={{ role: roleEdit?.role ?? 'recruiter' }}
        fields={['role']}
        failureMessage="The role could not be changed."
        submitLabel="Save role"
        onClose={() => setRoleEdit(null)}
        onSubmit={async ({ role }) => {
          if (!roleEdit) return;
          const answer = await changeRole({ id: roleEdit.id, role }).unwrap();
          setRoleEdit(null);
          setNotice({ severity: 'success', message: answer.message ?? 'Done' });
        }}
      >
        {({ control }) => (
          <FormSelect control={control} name="role" label="Role" options={roleOptions} required />
        )}
      </FormDialog>

      <ConfirmDialog
        open={Boolean(confirmation)}
        title={confirmation?.title ?? ''}
        confirmLabel={confirmation?.confirm ?? ''}
        cancelLabel="Keep as it is"
        onConfirm={() => {
          if (!confirmation) return;
          setConfirmation(null);
          void run(confirmation.run, 'That could not be done.');
        }}
        onClose={() => setConfirmation(null)}
      >
        {confirmation?.text}
      </ConfirmDialog>

      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
