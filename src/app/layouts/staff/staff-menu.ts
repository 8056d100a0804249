import type { SvgIconComponent } from '@mui/icons-material';
import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import ViewWeekOutlinedIcon from '@mui/icons-material/ViewWeekOutlined';
import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import AutoDeleteOutlinedIcon from '@mui/icons-material/AutoDeleteOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import GppMaybeOutlinedIcon from '@mui/icons-material/GppMaybeOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import PrivacyTipOutlinedIcon from '@mui/icons-material/PrivacyTipOutlined';
import HistoryEduOutlinedIcon from '@mui/icons-material/HistoryEduOutlined';
import ApprovalOutlinedIcon from '@mui/icons-material/ApprovalOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import { paths, type StaffPath } from '@vistaar/shared/config';

/** Every staff screen; the layout shows those the signed-in role may open. */
export const staffMenu: { label: string; to: StaffPath; icon: SvgIconComponent }[] = [
  { label: 'Applications', to: paths.appliedJob, icon: AssignmentIndOutlinedIcon },
  { label: 'Intake', to: paths.intake, icon: MoveToInboxOutlinedIcon },
  { label: 'Possible duplicates', to: paths.candidateDuplicates, icon: PeopleAltOutlinedIcon },
  { label: 'Talent pool', to: paths.talentPool, icon: PersonSearchOutlinedIcon },
  { label: 'Post Job', to: paths.postJob, icon: PostAddOutlinedIcon },
  { label: 'Jobs List', to: paths.jobsList, icon: WorkOutlineIcon },
  { label: 'E-mail templates', to: paths.emailTemplates, icon: EmailOutlinedIcon },
  { label: 'Stages and reasons', to: paths.pipelineSettings, icon: ViewWeekOutlinedIcon },
  { label: 'Reports', to: paths.reports, icon: InsertChartOutlinedIcon },
  { label: 'Offer templates', to: paths.offerTemplates, icon: HistoryEduOutlinedIcon },
  { label: 'Offers to approve', to: paths.offerApprovals, icon: ApprovalOutlinedIcon },
  { label: 'Joining', to: paths.joining, icon: HowToRegOutlinedIcon },
  { label: 'Employee List', to: paths.employeeList, icon: BadgeOutlinedIcon },
  { label: 'Team', to: paths.team, icon: GroupsOutlinedIcon },
  { label: 'Audit trail', to: paths.auditTrail, icon: HistoryOutlinedIcon },
  { label: 'Reply quarantine', to: paths.mailQuarantine, icon: MarkEmailUnreadOutlinedIcon },
  { label: 'Retention', to: paths.privacyRetention, icon: AutoDeleteOutlinedIcon },
  { label: 'Privacy requests', to: paths.privacyRequests, icon: PrivacyTipOutlinedIcon },
  { label: 'Data breaches', to: paths.privacyBreaches, icon: GppMaybeOutlinedIcon },
  { label: 'My interviews', to: paths.myInterviews, icon: EventNoteOutlinedIcon },
  { label: 'My account', to: paths.myAccount, icon: ManageAccountsOutlinedIcon },
];
