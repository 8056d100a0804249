import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import SearchRounded from '@mui/icons-material/SearchRounded';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import { paths } from '@vistaar/shared/config';
import type { DeskView } from '../model/use-desk-filters';
import { ForYouList } from './ForYouList';

interface DeskToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  view: DeskView;
  onViewChange: (view: DeskView) => void;
  /** The list's column chooser, beside the other controls (none for the board or cards). */
  columnsMenu?: ReactNode;
  /** The link to the stage settings, for those who may change them. */
  showStageSettings: boolean;
}

/** Above the desk: the search, the member's mentions, the stage settings and list or board. */
export function DeskToolbar({
  search,
  onSearchChange,
  view,
  onViewChange,
  columnsMenu,
  showStageSettings,
}: DeskToolbarProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <TextField
        type="search"
        label="Search applications"
        placeholder="Name, email, phone or job title"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        disabled={view === 'board'}
        sx={{ maxWidth: { sm: 420 }, flexGrow: 1 }}
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
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <ForYouList />
        {columnsMenu}
        {showStageSettings ? (
          <Button
            component={RouterLink}
            to={paths.pipelineSettings}
            size="small"
            startIcon={<TuneOutlined aria-hidden />}
          >
            Stages and reasons
          </Button>
        ) : null}
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Show applications as"
          value={view}
          onChange={(_event, next: DeskView | null) => {
            if (next) onViewChange(next);
          }}
        >
          <ToggleButton value="list">
            <ViewListOutlined aria-hidden sx={{ mr: 1 }} />
            List
          </ToggleButton>
          <ToggleButton value="board">
            <ViewKanbanOutlined aria-hidden sx={{ mr: 1 }} />
            Board
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
    </Stack>
  );
}
