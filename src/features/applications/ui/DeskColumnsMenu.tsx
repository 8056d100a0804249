import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';

export interface DeskColumnsMenuProps {
  /** The columns one may show or hide (the name and the actions always show). */
  columns: readonly { field: string; headerName: string }[];
  visibility: Record<string, boolean>;
  onChange: (visibility: Record<string, boolean>) => void;
}

/** Which of the list's columns to show: a small menu of checkboxes above the list. */
export function DeskColumnsMenu({ columns, visibility, onChange }: DeskColumnsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnOutlined aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Columns
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': 'Columns shown', dense: true } }}
      >
        {columns.map((column) => {
          const shown = visibility[column.field] ?? true;
          return (
            <MenuItem
              key={column.field}
              role="menuitemcheckbox"
              aria-checked={shown}
              onClick={() => onChange({ ...visibility, [column.field]: !shown })}
            >
              <ListItemIcon>
                <Checkbox edge="start" size="small" checked={shown} tabIndex={-1} disableRipple />
              </ListItemIcon>
              <ListItemText>{column.headerName}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
