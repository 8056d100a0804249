import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import {
  gridPaginationModelSelector,
  gridPaginationRowCountSelector,
  useGridApiContext,
  useGridRootProps,
  useGridSelector,
} from '@mui/x-data-grid';
import { paginationItems } from '../lib/pagination-items';

/** 'Showing X to Y of N results' for a 0-based page. */
export function resultsSummary(page: number, pageSize: number, total: number): string {
  if (total <= 0) return 'Showing 0 to 0 of 0 results';
  const from = page * pageSize + 1;
  const to = Math.min((page + 1) * pageSize, total);
  return `Showing ${from} to ${to} of ${total} results`;
}

/** The grid's footer: the result range and the spec's pager (Previous/Next only on phones). */
export function ApplicationsFooter() {
  const apiRef = useGridApiContext();
  const { page, pageSize } = useGridSelector(apiRef, gridPaginationModelSelector);
  const total = useGridSelector(apiRef, gridPaginationRowCountSelector);
  const { pageSizeOptions } = useGridRootProps();
  return (
    <ApplicationsPager
      page={page}
      pageSize={pageSize}
      total={total}
      onPageChange={(target) => apiRef.current.setPage(target)}
      pageSizes={pageSizeOptions.filter((option) => typeof option === 'number')}
      onPageSizeChange={(size) => apiRef.current.setPageSize(size)}
    />
  );
}

export interface ApplicationsPagerProps {
  /** 0-based. */
  page: number;
  pageSize: number;
  total: number;
  /** Called with a 0-based page. */
  onPageChange: (page: number) => void;
  /** The rows per page on offer; the choice shows when there is more than one. */
  pageSizes?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
}

/** The result range and the spec's pager, under the grid or under the phone's cards. */
export function ApplicationsPager({
  page,
  pageSize,
  total,
  onPageChange,
  pageSizes = [],
  onPageSizeChange,
}: ApplicationsPagerProps) {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const items = paginationItems(page + 1, totalPages, compact);
  const goTo = (target: number) => onPageChange(target - 1);

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { xs: 'stretch', md: 'center' },
        justifyContent: 'space-between',
        gap: 1.5,
        px: 2,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary' }}>
          {resultsSummary(page, pageSize, total)}
        </Typography>
        {pageSizes.length > 1 && onPageSizeChange ? (
          <TextField
            select
            size="small"
            label="Rows per page"
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
            fullWidth={false}
            sx={{ width: 130 }}
          >
            {pageSizes.map((size) => (
              <MenuItem key={size} value={size}>
                {size}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Box>
      <Box
        component="nav"
        aria-label="Pagination"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: { xs: 'space-between', md: 'flex-end' },
          flexWrap: 'wrap',
          gap: 0.5,
        }}
      >
        {items.map((item) => {
          switch (item.kind) {
            case 'previous':
              return (
                <Button
                  key="previous"
                  size="small"
                  disabled={item.disabled}
                  onClick={() => goTo(item.page)}
                  startIcon={<ChevronLeftRounded aria-hidden />}
                >
                  Previous
                </Button>
              );
            case 'next':
              return (
                <Button
                  key="next"
                  size="small"
                  disabled={item.disabled}
                  onClick={() => goTo(item.page)}
                  endIcon={<ChevronRightRounded aria-hidden />}
                >
                  Next
                </Button>
              );
            case 'ellipsis':
              return (
                <Typography
                  key={`ellipsis-${item.position}`}
                  component="span"
                  aria-hidden
                  sx={{ px: 0.5, color: 'text.secondary' }}
                >
                  ...
                </Typography>
              );
            case 'page':
              return (
                <Button
                  key={`page-${item.page}`}
                  size="small"
                  variant={item.current ? 'contained' : 'text'}
                  aria-current={item.current ? 'page' : undefined}
                  onClick={item.current ? undefined : () => goTo(item.page)}
                  sx={{ minWidth: 36, px: 1, borderRadius: '8px' }}
                >
                  {item.page}
                </Button>
              );
          }
        })}
      </Box>
    </Box>
  );
}
