import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useGetPipelineStagesQuery } from '@/features/applications';
import { EmailTemplatesManager } from '@/features/emailTemplates';
import { paths } from '@vistaar/shared/config';
import { PageHead } from '@/shared/ui/seo';

/** Staff (recruiting): the e-mails candidates receive, and which stage proposes each. */
export function EmailTemplatesPage() {
  const { data: stages } = useGetPipelineStagesQuery();
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHead
        title="E-mail templates"
        description="Staff: e-mail templates."
        path={paths.emailTemplates}
        noIndex
      />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        E-mail templates
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        The e-mails candidates receive from the desk. Placeholders are filled in for each candidate
        when the e-mail is sent; a stage can propose one template when an application moves there.
      </Typography>
      <EmailTemplatesManager stages={stages ?? []} />
    </Box>
  );
}
