import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import OpenInFullRounded from '@mui/icons-material/OpenInFullRounded';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import {
  KnockedOutMarker,
  OverdueMarker,
  UnreadRepliesMarker,
  StageChip,
  daysInStageLabel,
  formatApplicationDate,
  ratingLabels,
  type ApplicationListItem,
} from '@/entities/application';
import { applicationRecordPath } from '@vistaar/shared/config';
import { RecordCardList } from '@/shared/ui/record-cards';

interface DeskCardListProps {
  rows: readonly ApplicationListItem[];
  loading: boolean;
  selectedIds: readonly number[];
  onSelectionChange: (ids: number[]) => void;
  openDetails: (row: ApplicationListItem) => void;
  openResume: (applicationId: number) => unknown;
  /** The pager below the cards. */
  footer: ReactNode;
}

/** The desk on a phone: one card per application, with the list's selection and actions. */
export function DeskCardList({
  rows,
  loading,
  selectedIds,
  onSelectionChange,
  openDetails,
  openResume,
  footer,
}: DeskCardListProps) {
  const navigate = useNavigate();
  return (
    <RecordCardList
      label="Job applications"
      loading={loading}
      cards={rows.map((row) => ({
        id: row.id,
        title: row.fullName,
        subtitle: `${row.jobTitle} - applied on ${formatApplicationDate(row.createdAt)}`,
        status: (
          <>
            <StageChip stage={row.stage} />
            <Typography variant="caption" sx={{ color: 'text.secondary', alignSelf: 'center' }}>
              {daysInStageLabel(row.daysInStage)}
            </Typography>
            <KnockedOutMarker application={row} />
            <OverdueMarker application={row} />
            <UnreadRepliesMarker application={row} />
          </>
        ),
        details: [
          { label: 'Email', value: row.email },
          { label: 'Phone', value: row.phone },
          { label: 'Rating', value: ratingLabels(row.rating).text },
        ],
        select: {
          checked: selectedIds.includes(row.id),
          label: `Select ${row.fullName}`,
          onChange: (checked) =>
            onSelectionChange(
              checked ? [...selectedIds, row.id] : selectedIds.filter((id) => id !== row.id),
            ),
        },
        actions: [
          {
            key: 'view',
            label: 'View',
            accessibleLabel: `View ${row.fullName}`,
            icon: <VisibilityOutlined aria-hidden />,
            onClick: () => openDetails(row),
          },
          {
            key: 'resume',
            label: 'Resume',
            accessibleLabel: `Resume of ${row.fullName}`,
            icon: <DescriptionOutlined aria-hidden />,
            onClick: () => void openResume(row.id),
          },
          {
            key: 'open',
            label: 'Open',
            accessibleLabel: `Open the page of ${row.fullName}`,
            icon: <OpenInFullRounded aria-hidden />,
            onClick: () => navigate(applicationRecordPath(row.id)),
          },
        ],
      }))}
      footer={footer}
    />
  );
}
