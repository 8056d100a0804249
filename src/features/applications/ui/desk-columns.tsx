import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import {
  KnockedOutMarker,
  OverdueMarker,
  StageChip,
  UnreadRepliesMarker,
  daysInStageLabel,
  experienceLabel,
  formatApplicationDate,
  ratingLabels,
  type ApplicationListItem,
} from '@/entities/application';
import { applicationRecordPath } from '@vistaar/shared/config';
import { useResponsiveColumns } from '@/shared/lib/responsive-columns';
import { actionsColumn } from '@/shared/ui/server-paged-grid';

interface DeskColumnActions {
  openDetails: (row: ApplicationListItem) => void;
  openResume: (applicationId: number) => unknown;
  /** Remembers the columns this member shows or hides (their id), if known. */
  memberId?: number;
}

/** Shown whatever is chosen: who it is, and what can be done with it. */
const ALWAYS_SHOWN = new Set(['fullName', 'actions']);

/** The text of a narrow cell, whole on hover. */
const truncated = ({ value }: { value?: string }) => <span title={value}>{value}</span>;

/** The desk list's columns and which of them the window's width keeps in view. */
export function useDeskColumns({ openDetails, openResume, memberId }: DeskColumnActions) {
  // On phones the cards take over; on tablets the name, stage and actions stay in view; a
  // laptop (1440 px) shows every column without scrolling sideways, the long texts cut short
  // (whole on hover). Anyone may show or hide the rest from the Columns menu.
  const responsiveColumns = useResponsiveColumns(
    {
      jobTitle: 'sm',
      email: 'lg',
      phone: 'lg',
      department: 'md',
      jobExperience: 'lg',
      rating: 'md',
      createdAt: 'md',
    },
    { storageKey: memberId === undefined ? undefined : `desk-columns:${memberId}` },
  );

  const columns = useMemo<GridColDef<ApplicationListItem>[]>(
    () => [
      {
        field: 'fullName',
        headerName: 'Name',
        minWidth: 120,
        flex: 1,
        renderCell: ({ row }) => (
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}
          >
            <Link
              component={RouterLink}
              to={applicationRecordPath(row.id)}
              title={row.fullName}
              noWrap
            >
              {row.fullName}
            </Link>
            <UnreadRepliesMarker application={row} compact />
          </Stack>
        ),
      },
      { field: 'email', headerName: 'Email', minWidth: 110, flex: 1.2, renderCell: truncated },
      { field: 'phone', headerName: 'Phone', width: 100 },
      {
        field: 'jobTitle',
        headerName: 'Job Title',
        minWidth: 100,
        flex: 1,
        renderCell: truncated,
      },
      {
        field: 'department',
        headerName: 'Department',
        width: 105,
        renderCell: truncated,
      },
      {
        field: 'stage',
        headerName: 'Stage',
        width: 135,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <StageChip stage={row.stage} />
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {daysInStageLabel(row.daysInStage)}
            </Typography>
            <KnockedOutMarker application={row} />
            <OverdueMarker application={row} />
          </Stack>
        ),
      },
      {
        field: 'rating',
        headerName: 'Rating',
        width: 80,
        renderCell: ({ row }) => {
          const rating = ratingLabels(row.rating);
          return <span title={rating.spoken}>{rating.text}</span>;
        },
      },
      {
        field: 'jobExperience',
        headerName: 'Experience',
        width: 100,
        valueFormatter: (value: string) => experienceLabel(value),
      },
      {
        field: 'createdAt',
        headerName: 'Applied On',
        width: 108,
        valueFormatter: (value: string) => formatApplicationDate(value),
      },
      actionsColumn(
        ({ row }) => [
          <GridActionsCellItem
            key="view"
            icon={<VisibilityOutlined />}
            label="View"
            onClick={() => openDetails(row)}
          />,
          <GridActionsCellItem
            key="resume"
            icon={<DescriptionOutlined />}
            label="Resume"
            onClick={() => void openResume(row.id)}
          />,
        ],
        { width: 80 },
      ),
    ],
    [openDetails, openResume],
  );

  const choosable = useMemo(
    () =>
      columns
        .filter((column) => !ALWAYS_SHOWN.has(column.field))
        .map((column) => ({ field: column.field, headerName: column.headerName ?? column.field })),
    [columns],
  );

  return { columns, choosable, responsiveColumns };
}
