import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MyInterviews } from '@/features/interviews';
import { paths } from '@vistaar/shared/config';
import { PageHead } from '@/shared/ui/seo';

/** Staff: the interviews I sit on, and the scorecards I still owe. */
export function MyInterviewsPage() {
  return (
    <Box sx={{ minWidth: 0, maxWidth: 880 }}>
      <PageHead
        title="My interviews"
        description="Staff: my interviews."
        path={paths.myInterviews}
        noIndex
      />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        My interviews
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Times are India Standard Time. Fill in your scorecard soon after each interview, while it is
        fresh; you see the other interviewers&apos; feedback once you have given yours.
      </Typography>
      <MyInterviews />
    </Box>
  );
}
