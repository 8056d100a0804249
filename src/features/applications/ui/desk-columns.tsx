import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import {
  StageChip,
  daysInStageLabel,
  experienceLabel,
  formatApplicationDate,
  ratingLabels,
  type ApplicationListItem,
} from '@/entities/application';
import { applicationRecordPath } from '@vistaar/shared/config';
import { useResponsiveColumns } from '@/shared/lib/responsive-columns';

interface DeskColumnActions {
  openDetails: (row: ApplicationListItem) => void;
  openResume: (applicationId: number) => unknown;
}

/** The desk list's columns and which of them the window's width keeps in view. */
export function useDeskColumns({ openDetails, openResume }: DeskColumnActions) {
  // On phones the cards take over; on tablets the name, stage and actions stay in view;
  // a desktop shows every column (the grid scrolls sideways when the window is narrow).
  const responsiveColumns = useResponsiveColumns({
    jobTitle: 'sm',
    email: 'lg',
    phone: 'lg',
    department: 'md',
    jobExperience: 'lg',
    rating: 'md',
    createdAt: 'md',
  });

  const columns = useMemo<GridColDef<ApplicationListItem>[]>(
    () => [
      {
        field: 'fullName',
        headerName: 'Name',
        minWidth: 160,
        flex: 1,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={applicationRecordPath(row.id)}>
            {row.fullName}
          </Link>
        ),
      },
      { field: 'email', headerName: 'Email', minWidth: 190, flex: 1.2 },
      { field: 'phone', headerName: 'Phone', minWidth: 120 },
      { field: 'jobTitle', headerName: 'Job Title', minWidth: 160, flex: 1 },
      { field: 'department', headerName: 'Department', minWidth: 130 },
      {
        field: 'stage',
        headerName: 'Stage',
        minWidth: 160,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <StageChip stage={row.stage} />
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {daysInStageLabel(row.daysInStage)}
            </Typography>
          </Stack>
        ),
      },
      {
        field: 'rating',
        headerName: 'Rating',
        minWidth: 100,
        renderCell: ({ row }) => {
          const rating = ratingLabels(row.rating);
          return <span title={rating.spoken}>{rating.text}</span>;
        },
      },
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
            onClick={() => openDetails(row)}
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
    [openDetails, openResume],
  );

  return { columns, responsiveColumns };
}
