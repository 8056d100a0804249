import type { MarketingPageContent } from '@/shared/ui/sections';
import GpsFixedIcon from '@mui/icons-material/GpsFixed';
import HistoryIcon from '@mui/icons-material/History';
import AltRouteIcon from '@mui/icons-material/AltRoute';
import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import SpeedIcon from '@mui/icons-material/Speed';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import AssessmentIcon from '@mui/icons-material/Assessment';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import AirportShuttleIcon from '@mui/icons-material/AirportShuttle';
import LocalTaxiIcon from '@mui/icons-material/LocalTaxi';
import ConstructionIcon from '@mui/icons-material/Construction';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import SchoolIcon from '@mui/icons-material/School';

export const content: MarketingPageContent = {
  meta: {
    title: 'Vehicle Tracking System',
    description:
      'GPS vehicle tracking for Indian fleets: live location, route playback, geofence and overspeed alerts, fuel monitoring, remote immobilisation and trip reports.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Vehicle Tracking System',
      title: 'See Your Entire Fleet Live, on One Map',
      highlight: 'Entire Fleet',
      subtitle:
        'Vistaar Infotech VTS combines GPS devices with a web dashboard and mobile app, so you know where every truck, van, bus or car is, how it is being driven and how much fuel it uses, at any moment of the day.',
      actions: [
        { label: 'Request a Demo', to: '/contact', variant: 'primary' },
        { label: 'See Features', to: '#features', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'network' },
      stats: [
        { value: '24/7', label: 'Live tracking' },
        { value: '99.9%', label: 'Platform uptime' },
      ],
    },
    {
      kind: 'prose',
      id: 'overview',
      eyebrow: 'At a glance',
      title: 'GPS Tracking for Indian Fleets, Hardware and Platform Together',
      paragraphs: [
        'Transporters, school and staff bus operators, cab fleets and distributors use VTS to know where each vehicle is, how it is driven and how much fuel it burns, without calling drivers for updates.',
        'You pay once for each GPS device and its installation, then a yearly subscription per vehicle covering the data SIM, web dashboard, mobile app and support. Our technicians fit the devices at your depot, and a faulty device under warranty is replaced so the vehicle is quickly back on the map.',
      ],
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'Fleet Visibility From Ignition to Parking',
      columns: 4,
      items: [
        {
          icon: GpsFixedIcon,
          title: 'Live Tracking',
          text: 'Real-time location, speed, ignition status and nearest landmark for every vehicle on the map.',
        },
        {
          icon: HistoryIcon,
          title: 'Route Playback',
          text: 'Replay any trip with stops, idle time and speed, to settle delivery disputes and check routes.',
        },
        {
          icon: AltRouteIcon,
          title: 'Geofences',
          text: 'Draw zones around depots, customer sites and routes, and get alerts when vehicles enter, leave or stray.',
        },
        {
          icon: LocalGasStationIcon,
          title: 'Fuel Monitoring',
          text: 'With a fuel sensor, track consumption, refills and sudden drops that point to theft.',
        },
        {
          icon: SpeedIcon,
          title: 'Driver Behaviour',
          text: 'Overspeeding, harsh braking, harsh acceleration and night driving scored per driver.',
        },
        {
          icon: NotificationsActiveIcon,
          title: 'Instant Alerts',
          text: 'SMS, app and e-mail alerts for overspeed, unauthorised movement, power cut, tampering and SOS.',
        },
        {
          icon: PowerSettingsNewIcon,
          title: 'Remote Immobilisation',
          text: 'Cut the engine of a stolen or misused vehicle from the app, using supported devices with a relay.',
        },
        {
          icon: AssessmentIcon,
          title: 'Trip and Fleet Reports',
          text: 'Distance, running hours, stoppage, idling and utilisation reports, scheduled to your inbox daily.',
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'use-cases',
      eyebrow: 'Who it is for',
      title: 'Fleets We Help Track',
      items: [
        {
          icon: LocalShippingIcon,
          title: 'Logistics and Transport',
          text: 'Trucks and trailers on long-haul routes, with ETAs customers can follow.',
        },
        {
          icon: AirportShuttleIcon,
          title: 'Employee Transport',
          text: 'Cabs and buses for shift staff, with route adherence and SOS alerts for safety.',
        },
        {
          icon: SchoolIcon,
          title: 'School Buses',
          text: 'Live bus location and arrival alerts for parents and the transport office.',
        },
        {
          icon: LocalTaxiIcon,
          title: 'Taxi and Rental Fleets',
          text: 'Utilisation, kilometres driven and misuse alerts for every car in the fleet.',
        },
        {
          icon: ConstructionIcon,
          title: 'Construction Equipment',
          text: 'Engine hours and location for machines spread across project sites.',
        },
        {
          icon: TwoWheelerIcon,
          title: 'Delivery Two-wheelers',
          text: 'Compact trackers for last-mile fleets, with stop-level delivery reports.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      eyebrow: 'Benefits',
      title: 'What Fleet Owners Gain',
      items: [
        {
          title: 'Lower fuel bills',
          text: 'Less idling, fewer detours and early warning of fuel theft.',
        },
        {
          title: 'Safer driving',
          text: 'Driver scorecards turn overspeeding and harsh driving into coaching conversations.',
        },
        {
          title: 'Better customer service',
          text: 'Accurate ETAs and proof of delivery location reduce calls and disputes.',
        },
        {
          title: 'Higher vehicle utilisation',
          text: 'Utilisation reports show which vehicles sit idle and which are overworked.',
        },
        {
          title: 'Security for your assets',
          text: 'Theft alerts and remote immobilisation help recover vehicles quickly.',
        },
      ],
      aside: {
        title: 'Hardware and software from one team',
        text: 'We supply and install GPS devices, including AIS-140 compliant devices for commercial passenger vehicles, and support both the hardware and the platform.',
      },
    },
    {
      kind: 'steps',
      id: 'setup',
      eyebrow: 'Setup',
      title: 'Tracking in Three Steps',
      steps: [
        {
          title: 'Choose devices',
          text: 'We recommend wired, portable or OBD trackers and optional fuel sensors for each vehicle type.',
        },
        {
          title: 'Installation',
          text: 'Our technicians install devices at your depot, and each vehicle appears on the dashboard once it is powered.',
        },
        {
          title: 'Configure and train',
          text: 'Geofences, alerts and report schedules are set up, and your transport team is trained.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      title: 'Vehicle Tracking: Frequently Asked Questions',
      items: [
        {
          question: 'Which SIM and network do the devices use?',
          answer:
            'Devices use a data SIM on a major Indian network suited to your routes. Locations recorded where coverage drops are stored and uploaded when the signal returns.',
        },
        {
          question: 'Can I track vehicles on my phone?',
          answer:
            'Yes. The Android and iOS apps show live location, alerts and trip history, and can be shared with customers through a temporary tracking link.',
        },
        {
          question: 'Can you work with devices we already have?',
          answer:
            'Many common GPS devices can be connected to our platform. Share the make and model and we will confirm compatibility.',
        },
        {
          question: 'Is the system suitable for small fleets?',
          answer:
            'Yes. Pricing is per vehicle, so a fleet of five vehicles uses the same platform as a fleet of five hundred.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Put Your Fleet on the Map',
      text: 'Tell us the number and type of vehicles you run, and we will recommend devices and set up a live demo.',
      actions: [
        { label: 'Contact Sales', to: '/contact', variant: 'primary' },
        { label: 'Attendance App for Field Teams', to: '/attendance', variant: 'secondary' },
      ],
    },
  ],
};
