import Box, { type BoxProps } from '@mui/material/Box';

type BareListProps = Omit<BoxProps<'ul'>, 'component'>;

/**
 * A list (`ul`) without bullets or indent, laid out by its `sx` (a grid of cards, a row of
 * links). It keeps `role="list"`, which Safari drops from a list styled without bullets.
 */
export function BareList({ sx, children, ...rest }: BareListProps) {
  return (
    <Box
      component="ul"
      role="list"
      {...rest}
      sx={[{ listStyle: 'none', p: 0, m: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}
