import type { MarketingPageContent } from '@/shared/ui/sections';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import CameraAltIcon from '@mui/icons-material/CameraAlt';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import ScheduleIcon from '@mui/icons-material/Schedule';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import AssessmentIcon from '@mui/icons-material/Assessment';
import EngineeringIcon from '@mui/icons-material/Engineering';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ApartmentIcon from '@mui/icons-material/Apartment';
import ConstructionIcon from '@mui/icons-material/Construction';

export const content: MarketingPageContent = {
  meta: {
    title: 'Attendance Management App',
    description:
      'Mobile attendance with geo-fencing and selfie check-in. Each punch records device ID, location and photo, so field and office attendance can be trusted.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Attendance Management',
      title: 'Attendance You Can Trust, From Any Location',
      highlight: 'You Can Trust',
      subtitle:
        'Proxy punches, forgotten registers and unverifiable field visits make attendance a monthly argument. The Vistaar Infotech attendance app confirms every check-in with a selfie, the location inside a geo-fence and the registered device, and sends clean data straight to payroll.',
      actions: [
        { label: 'Book a Demo', to: '/contact', variant: 'primary' },
        { label: 'How Check-in Works', to: '#check-in', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'shield' },
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'Built to Stop Proxy Attendance',
      columns: 3,
      items: [
        {
          icon: MyLocationIcon,
          title: 'Geo-fencing',
          text: 'Set a radius around each office, branch, store or site. Check-in is allowed only when the phone is inside the permitted geo-fence.',
        },
        {
          icon: CameraAltIcon,
          title: 'Selfie Check-in',
          text: 'A live selfie photo is captured at every check-in and check-out and stored with the record for managers to review.',
        },
        {
          icon: PhonelinkLockIcon,
          title: 'Device Binding',
          text: 'Each employee is linked to a registered device ID, so one person cannot mark attendance for colleagues from their own phone.',
        },
        {
          icon: ScheduleIcon,
          title: 'Shifts and Rosters',
          text: 'General, rotational and night shifts with grace time, half-day, late-mark and overtime rules.',
        },
        {
          icon: EventAvailableIcon,
          title: 'Leave and Regularisation',
          text: 'Employees apply for leave or request a correction in the app; managers approve with one tap.',
        },
        {
          icon: AssessmentIcon,
          title: 'Reports and Payroll Export',
          text: 'Daily muster, late arrivals, absentees and monthly summaries, ready for payroll in HRM or as Excel.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'check-in',
      eyebrow: 'How it works',
      title: 'What Happens at Check-in',
      subtitle:
        'A check-in takes a few seconds for the employee and leaves a record no one can dispute.',
      steps: [
        {
          title: 'Open the app',
          text: 'The employee opens the app on their registered phone. The app checks the device ID against the one linked to the employee.',
        },
        {
          title: 'Location check',
          text: 'The app reads the current location and confirms it is inside the geo-fence of the assigned office or site.',
        },
        {
          title: 'Take a selfie',
          text: 'The employee takes a live selfie photo, which is attached to the check-in with the time stamp.',
        },
        {
          title: 'Record saved',
          text: 'Device ID, location, photo and time are saved together and appear on the manager dashboard instantly.',
        },
      ],
    },
    {
      kind: 'prose',
      id: 'privacy',
      eyebrow: 'Privacy',
      title: 'What the App Collects, and Why',
      paragraphs: [
        'To verify attendance, the app collects three items at check-in: the device ID of the registered phone, the location at the moment of check-in, and a selfie photo. These are used only to confirm that the right employee checked in from the right place, and they are visible only to authorised people in your organisation.',
        'This personal data is not shared with third parties. It is stored securely with access controls, as described in the Vistaar Infotech privacy policy.',
      ],
      bullets: [
        'Device ID: links each employee to one registered phone',
        'Location: confirms the check-in is inside the geo-fence',
        'Selfie photo: confirms the person checking in',
        'Personal data is not shared with third parties',
      ],
    },
    {
      kind: 'useCases',
      id: 'use-cases',
      eyebrow: 'Who it is for',
      title: 'Made for Distributed Teams',
      items: [
        {
          icon: EngineeringIcon,
          title: 'Field Sales and Service',
          text: 'Executives check in at the first customer site of the day instead of travelling to the office.',
        },
        {
          icon: StorefrontIcon,
          title: 'Retail Chains',
          text: 'Store staff check in at their own outlet, with separate geo-fences for every store.',
        },
        {
          icon: ConstructionIcon,
          title: 'Construction and Facility Sites',
          text: 'Supervisors and contract workers check in at project sites without biometric machines.',
        },
        {
          icon: ApartmentIcon,
          title: 'Multi-branch Offices',
          text: 'One attendance policy and one report across every branch and city.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      title: 'Attendance App: Frequently Asked Questions',
      items: [
        {
          question: 'What data does the app collect?',
          answer:
            'At check-in the app collects the device ID, the location and a selfie photo. This data is used to verify attendance and is not shared with third parties.',
        },
        {
          question: 'Does the app track employees all day?',
          answer:
            'No. Location is read at check-in and check-out to confirm the employee is inside the geo-fence.',
        },
        {
          question: 'What if an employee changes their phone?',
          answer:
            'The employee raises a request in the app and an administrator approves the new device ID, after which the old device can no longer be used.',
        },
        {
          question: 'Can attendance flow into payroll?',
          answer:
            'Yes. Attendance, leave and overtime flow directly into Vistaar Infotech HRM, or can be exported for any payroll system.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'End Attendance Disputes for Good',
      text: 'Tell us how many locations and employees you have, and we will set up geo-fences and a pilot for one team.',
      actions: [
        { label: 'Contact Us', to: '/contact', variant: 'primary' },
        { label: 'Read Our Privacy Policy', to: '/privacy-policy', variant: 'secondary' },
      ],
    },
  ],
};
