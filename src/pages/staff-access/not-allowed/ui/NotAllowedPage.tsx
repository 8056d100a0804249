import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Paper, Typography } from '@mui/material';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import { STAFF_ROLE_LABELS, type StaffPath, type StaffRole } from '@vistaar/shared/config';

/** A staff screen the signed-in role may not open: said plainly, with the way back. */
export function NotAllowedPage({ role, home }: { role: StaffRole; home: StaffPath }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 640 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <BlockOutlinedIcon color="error" aria-hidden />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' } }}>
          Not allowed
        </Typography>
      </Box>
      <Typography sx={{ mb: 3 }}>
        Your role ({STAFF_ROLE_LABELS[role]}) does not allow this screen. If you need it for your
        work, ask an admin to change your role.
      </Typography>
      <Button component={RouterLink} to={home} variant="contained">
        Go to my start page
      </Button>
    </Paper>
  );
}
