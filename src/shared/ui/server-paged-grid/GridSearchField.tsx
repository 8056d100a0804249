import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';

/** A searchable grid's search box (`useServerPagedQuery` with `searchable`): the term settles before it is sent. */
export function GridSearchField({
  grid,
  label,
  sx,
}: {
  grid: { search: string; setSearch: (search: string) => void };
  label: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      type="search"
      label={label}
      size="small"
      value={grid.search}
      onChange={(event) => grid.setSearch(event.target.value)}
      sx={sx}
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
  );
}
