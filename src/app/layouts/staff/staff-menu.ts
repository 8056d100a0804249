import type { SvgIconComponent } from '@mui/icons-material';
import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import { paths } from '@/shared/config';

export const staffMenu: { label: string; to: string; icon: SvgIconComponent }[] = [
  { label: 'Applications', to: paths.appliedJob, icon: AssignmentIndOutlinedIcon },
  { label: 'Post Job', to: paths.postJob, icon: PostAddOutlinedIcon },
  { label: 'Jobs List', to: paths.jobsList, icon: WorkOutlineIcon },
  { label: 'Employee List', to: paths.employeeList, icon: BadgeOutlinedIcon },
];
