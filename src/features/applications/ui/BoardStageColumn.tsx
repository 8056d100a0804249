import { Link as RouterLink } from 'react-router-dom';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewRounded from '@mui/icons-material/OpenInFullRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import {
  KnockedOutMarker,
  OverdueMarker,
  daysInStageLabel,
  ratingLabels,
  type ApplicationListItem,
} from '@/entities/application';
import { applicationRecordPath } from '@vistaar/shared/config';
import { visuallyHidden } from '@/shared/lib/a11y';
import type { PipelineStage } from '@vistaar/shared/contract';
import { cardId, columnId } from '../lib/board-dnd';

function CandidateCard({ application }: { application: ApplicationListItem }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: cardId(application.id),
  });
  const rating = ratingLabels(application.rating);
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        pl: 1.5,
        pr: 0.5,
        py: 0.5,
        opacity: isDragging ? 0.85 : 1,
        boxShadow: isDragging ? 6 : 'none',
        transform: CSS.Translate.toString(transform),
        listStyle: 'none',
        // Holds the rating's spoken text, so a card scrolled out of the board stays inside it.
        position: 'relative',
        // The card being moved passes over the later columns' cards, not under them.
        zIndex: isDragging ? 2 : 'auto',
      }}
    >
      <Box
        {...attributes}
        {...listeners}
        aria-roledescription="Draggable candidate"
        // The page scrolls smoothly; a card picked up mid-scroll is measured where it was,
        // so the keyboard's move would start from the wrong place. Bring it into view at once.
        onFocus={(event) => {
          const handle = event.currentTarget;
          if (typeof handle.scrollIntoView === 'function') {
            handle.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
          }
        }}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          py: 0.5,
          cursor: 'grab',
          touchAction: 'none',
          // Scrolled into view on focus: clear of the staff layout's fixed top bar.
          scrollMarginTop: '80px',
          scrollMarginBottom: '16px',
          borderRadius: 1,
          '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {application.fullName}
        </Typography>
        <KnockedOutMarker application={application} />
        <OverdueMarker application={application} />
        <Stack
          direction="row"
          sx={{ columnGap: 1, flexWrap: 'wrap', alignItems: 'center', color: 'text.secondary' }}
        >
          <Typography variant="caption">
            {daysInStageLabel(application.daysInStage)} in stage
          </Typography>
          <Typography
            variant="caption"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.25,
              fontWeight: application.rating ? 600 : 400,
              color: application.rating ? 'text.primary' : 'text.secondary',
            }}
          >
            {application.rating ? <StarRounded aria-hidden sx={{ fontSize: 14 }} /> : null}
            <span aria-hidden>{rating.text}</span>
            <Box component="span" sx={visuallyHidden}>
              {rating.spoken}
            </Box>
          </Typography>
        </Stack>
      </Box>
      <IconButton
        component={RouterLink}
        to={applicationRecordPath(application.id)}
        size="small"
        aria-label={`Open the page of ${application.fullName}`}
      >
        <OpenInNewRounded fontSize="small" />
      </IconButton>
    </Paper>
  );
}

export function BoardStageColumn({
  stage,
  applications,
}: {
  stage: PipelineStage;
  applications: ApplicationListItem[];
}) {
  // An archived stage keeps the applications still in it, but takes no more.
  const { setNodeRef, isOver } = useDroppable({
    id: columnId(stage.id),
    disabled: stage.archived,
  });
  const headingId = `board-stage-${stage.id}`;
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        flex: '1 0 140px',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: isOver ? 'action.hover' : 'background.default',
        borderColor: isOver ? 'primary.main' : 'divider',
        minHeight: 200,
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1.5, py: 1 }}
      >
        <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {stage.name}
          {stage.archived ? (
            <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
              {' '}
              (archived)
            </Typography>
          ) : null}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {applications.length}
        </Typography>
      </Stack>
      <Stack
        component="ul"
        aria-labelledby={headingId}
        spacing={1}
        sx={{ m: 0, px: 1, pb: 1, flexGrow: 1 }}
      >
        {applications.map((application) => (
          <CandidateCard key={application.id} application={application} />
        ))}
      </Stack>
    </Paper>
  );
}
