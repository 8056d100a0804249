import { useGetPipelineStagesQuery } from '@/features/applications';
import { EmailTemplatesManager } from '@/features/emailTemplates';
import { paths } from '@vistaar/shared/config';
import { StaffPage } from '@/shared/ui/staff-page';

/** Staff (recruiting): the e-mails candidates receive, and which stage proposes each. */
export function EmailTemplatesPage() {
  const { data: stages } = useGetPipelineStagesQuery();
  return (
    <StaffPage
      title="E-mail templates"
      description="Staff: e-mail templates."
      path={paths.emailTemplates}
      intro="The e-mails candidates receive from the desk. Placeholders are filled in for each candidate when the e-mail is sent; a stage can propose one template when an application moves there."
    >
      <EmailTemplatesManager stages={stages ?? []} />
    </StaffPage>
  );
}
